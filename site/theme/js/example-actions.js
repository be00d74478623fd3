// Buttons that belong to one example rather than to its kind, as data keyed by kind and by the
// example's title (as Python's EXAMPLES give it). Each kind's page knows how to run its `type`s;
// the buttons show while that example is on the board.
export const EXAMPLE_ACTIONS = {
  maze: Object.fromEntries(["Cat Walk, pass 1: grey gates only (26x21)", "Cat Walk, pass 2: red, blue, green, red... (26x21)"]
    .map((title) => [title, [
      // a rule is a list of colours, each given by the names it may have in the maze
      { id: "maze-pass1", label: "Pass 1: grey", title: "Grey gates only, then check the walk is unique", type: "rule", rule: [["gray", "grey"]] },
      { id: "maze-pass2", label: "Pass 2: red→blue→green", title: "Red, blue, green, red…, then check the walk is unique",
        type: "rule", rule: [["red"], ["blue"], ["green"]] },
    ]])),
};
