"""Walks through a graph whose edges are free or coloured, taking colours in a fixed cycle.

A walk goes from a start node to a goal node; a free edge may always be taken, a
coloured edge only when its colour is the one the cycle asks for next, which then
advances the cycle. A walk ends at the first goal it reaches.

>>> adjacency = [((1, -1),), ((0, -1), (2, 0)), ((1, 0),)]   # 0 - 1 =red= 2
>>> [walk for walk in simple_walks(Graph(adjacency, (0,), (2,), (0,)))]
[[0, 1, 2]]

Throughout: i, j are nodes (cells), k a colour (-1 for a free edge), p, q a
phase (position in the cycle, 0 before the first coloured edge), and a state
s = p * n + i is a node at a phase; dist[s] is the fewest steps from s to a goal
when nodes may be revisited, -1 when no goal can be reached at all.
"""

from dataclasses import dataclass
from typing import Iterator

FREE = -1


@dataclass(frozen=True)
class Graph:
    adjacency: list  # adjacency[i] = tuple of (j, k): node j through an edge of colour k (FREE = -1)
    starts: tuple[int, ...]
    goals: tuple[int, ...]
    rule: tuple[int, ...]  # the colour cycle, the first coloured edge's colour first


def phase_steps(rule: tuple[int, ...]) -> list[tuple[int | None, int]]:
    """For each phase p: (the colour a gate must have, the phase after it); None when gates are shut."""
    return [(rule[p], (p + 1) % len(rule)) for p in range(len(rule))] if rule else [(None, 0)]


def next_states(s: int, graph: Graph, steps: list, n: int) -> list[int]:
    """The states one step from state s."""
    p, i = divmod(s, n)
    wanted, q = steps[p]
    return [p * n + j if k == FREE else q * n + j for j, k in graph.adjacency[i] if k == FREE or k == wanted]


def distances(graph: Graph, steps: list) -> list[int]:
    """Fewest steps from every state to a goal (revisits allowed), -1 for none: one backward BFS.

    Edges are two-way, so the states before (j, q) are its free neighbours at phase q
    and its neighbours through a gate of the colour asked for at phase q - 1.
    """
    n, phases = len(graph.adjacency), len(steps)
    goal = set(graph.goals)
    dist = [-1] * (n * phases)
    frontier = [p * n + g for g in goal for p in range(phases)]
    for s in frontier:
        dist[s] = 0
    step = 0
    while frontier:
        step += 1
        nxt = []
        for s in frontier:
            q, j = divmod(s, n)
            back = (q - 1) % phases
            wanted = steps[back][0]
            for i, k in graph.adjacency[j]:
                t = q * n + i if k == FREE else back * n + i if k == wanted else -1
                if t >= 0 and dist[t] < 0 and i not in goal:  # nothing leaves a goal: walks stop there
                    dist[t] = step
                    nxt.append(t)
        frontier = nxt
    return dist


def simple_walks(graph: Graph, patience: int = 0) -> Iterator[list[int]]:
    """Every walk that never revisits a node, lazily, nearer-looking branches first.

    A state that cannot reach a goal even with revisits is never entered. A node
    whose branches so far took more than ``patience`` steps (default: the number of
    nodes) is checked once: ``live_states`` marks the states that may still lead to
    a goal, and nothing else is entered below it. A dead node's ancestors are
    checked by bisection (a live node's ancestors are live, a dead node's
    descendants dead) and the walk unwinds to the deepest live one. A check costs
    about as much as ``patience`` steps, so easy mazes never pay for one. A checked
    node whose subtree ends without a walk leaves its key (state and corridor) in
    ``failed``: reaching the same key by another route, its check finds it dead.
    """
    steps = phase_steps(graph.rule)
    dist = distances(graph, steps)
    n, adjacency = len(graph.adjacency), graph.adjacency
    usable = []  # filled on the first check
    patience = patience or n
    goal = bytearray(n)
    for g in graph.goals:
        goal[g] = 1
    visited = bytearray(n)

    def check(depth: int) -> tuple[bytearray, bytes] | None:
        """live_states and its key for the walk cut after ``depth``; None when that node itself is dead."""
        if not usable:
            usable.extend(usable_neighbours(graph))
        for i in walk[depth + 1 :]:
            visited[i] = 0
        live, key = live_states(states[depth], graph, steps, usable, visited, goal, failed)
        for i in walk[depth + 1 :]:
            visited[i] = 1
        return (live, key) if live[states[depth]] else None

    def deepest_live(live_depth: int, dead_depth: int) -> int:
        """Bisect between a live (or -1) and a dead node of the walk for the deepest live one, keeping the marks found."""
        while dead_depth - live_depth > 1:
            middle = (live_depth + dead_depth) // 2
            checked = check(middle)
            if checked is None:
                dead_depth = middle
            else:
                live_depth = middle
                keep(middle, checked)
        return live_depth

    def keep(depth: int, checked: tuple[bytearray, bytes]) -> None:
        """Use a live node's marks: drop its dead options, and filter its descendants' with them."""
        live, key = checked
        stack[depth][:] = [t for t in stack[depth] if live[t]]
        marks[depth] = -1
        at = len(lives)
        while lives[at - 1][0] > depth:
            at -= 1
        lives.insert(at, (depth, live, key, founds[depth]))

    reachable = bytearray(d >= 0 for d in dist)
    failed = set()  # keys of checked nodes whose whole subtree found no walk
    count = found = 0
    for start in sorted(set(graph.starts), key=lambda i: dist[i]):
        if dist[start] < 0 or goal[start]:
            continue
        walk, states, marks = [start], [start], [0]  # marks: the step count when the node was entered, -1 once checked
        founds = [found]  # the walks found before each node was entered
        visited[start] = 1
        lives = [(-1, reachable, b"", -1)]  # (depth, live marks, key, walks found before it) of the checked nodes on the walk
        stack = [_options(start, steps, adjacency, visited, reachable, dist, n)]
        while stack:
            options = stack[-1]
            if options and marks[-1] >= 0 and count - marks[-1] > patience:
                depth = len(stack) - 1
                checked = check(depth)
                if checked is None:
                    depth = deepest_live(lives[-1][0], depth)
                    while len(stack) > depth + 1:
                        stack.pop()
                        marks.pop()
                        founds.pop()
                        states.pop()
                        visited[walk.pop()] = 0
                    while lives[-1][0] > depth:
                        lives.pop()
                    if not stack:
                        break
                else:
                    keep(depth, checked)
                options = stack[-1]
            if not options:
                stack.pop()
                marks.pop()
                founds.pop()
                states.pop()
                visited[walk.pop()] = 0
                while lives[-1][0] >= len(stack):
                    if lives[-1][3] == found:  # the node's subtree is exhausted: no walk from its state and corridor
                        failed.add(lives[-1][2])
                    lives.pop()
                continue
            s = options.pop()
            i = s % n
            if goal[i]:
                found += 1
                yield [*walk, i]
                continue
            count += 1
            walk.append(i)
            states.append(s)
            marks.append(count)
            founds.append(found)
            visited[i] = 1
            stack.append(_options(s, steps, adjacency, visited, lives[-1][1], dist, n))


def _options(s: int, steps: list, adjacency: list, visited: bytearray, live: bytearray, dist: list, n: int) -> list[int]:
    """The live next states from state s, the nearest last (it is popped first)."""
    p, i = divmod(s, n)
    wanted, q = steps[p]
    options = []
    for j, k in adjacency[i]:
        if not visited[j]:
            t = p * n + j if k == FREE else q * n + j if k == wanted else -1
            if t >= 0 and live[t]:
                options.append(t)
    if len(options) > 1:
        options.sort(key=lambda t: -dist[t])
    return options


def usable_neighbours(graph: Graph) -> list[list[int]]:
    """For each node, the nodes joined to it by an edge some phase may take."""
    colours = set(graph.rule)
    return [sorted({j for j, k in edges if k == FREE or k in colours}) for edges in graph.adjacency]


def live_states(
    s: int, graph: Graph, steps: list, usable: list, visited: bytearray, goal: bytearray, failed: set
) -> tuple[bytearray, bytes]:
    """A mark for every state from which a walk continuing the current one may still reach a goal.

    A simple path from the current node to a goal avoiding the walk crosses the
    blocks of ``_corridor`` in order, entering each at one cut node and leaving at
    the next, and never returns to an earlier block. So the marks are propagated
    backwards block by block: within a block, a state counts when its exit (a goal,
    last) can be reached from it at some live phase without passing the block's
    entry or exit (revisits otherwise allowed). A loop in one block therefore
    cannot change the phase needed in another. Marks only shrink as the walk grows.

    The key is the state with the corridor's nodes: the walks that may continue
    from s depend on nothing else, so a key in ``failed`` (a subtree already
    exhausted without a walk) marks nothing live.
    """
    n, phases = len(graph.adjacency), len(steps)
    live = bytearray(n * phases)
    chain = _corridor(s % n, usable, visited, goal)
    if chain is None:
        return live, b""
    region = bytearray(n + 1)
    for _, _, members in chain:
        for w in members:
            region[w] = 1
    key = s.to_bytes(4) + bytes(region)
    if key in failed:
        return live, key
    stamp = [-1] * (n + 1)
    frontier = [p * n + g for g in graph.goals for p in range(phases)]
    for t in frontier:
        live[t] = 1
    for number, (entry, exit_, members) in enumerate(chain):
        for w in members:
            stamp[w] = number
        if exit_ != n:
            frontier = [p * n + exit_ for p in range(phases) if live[p * n + exit_]]
        while frontier:
            nxt = []
            for t in frontier:
                q, j = divmod(t, n)
                back = (q - 1) % phases
                wanted = steps[back][0]
                for i, k in graph.adjacency[j]:
                    if stamp[i] == number and i != exit_:
                        u = q * n + i if k == FREE else back * n + i if k == wanted else -1
                        if u >= 0 and not live[u]:
                            live[u] = 1
                            if i != entry:  # the walk enters the block here: no path passes through it
                                nxt.append(u)
            frontier = nxt
    if phases > 1 and live[s] and _funnelled(s, graph, steps, live, goal):  # one phase: no node twice
        live = bytearray(n * phases)
    return live, key


def _funnelled(s: int, graph: Graph, steps: list, live: bytearray, goal: bytearray) -> bool:
    """Whether every walk on from state s must pass some node twice, at two phases.

    Every path from s to a goal through live states (revisits allowed) passes the
    goal's dominators in one order; a walk that never revisits a node meets each
    node once, so two dominators on one node rule it out. This catches a walk that
    could only change phase by going round a loop through a node it already used.
    The dominators lie on any one path P from s to the goal: P's state number
    m + 1 is one exactly when nothing reached from P's first m + 1 states off P
    rejoins P beyond it (one linear search).
    """
    n = len(graph.adjacency)
    root, sink = s % n, len(live)
    parent = {s: s}
    frontier = [s]
    while frontier and sink not in parent:  # breadth-first, for one path P
        nxt = []
        for t in frontier:
            for u in _live_next(t, graph, steps, live, goal, root, sink):
                if u not in parent:
                    parent[u] = t
                    nxt.append(u)
        frontier = nxt
    if sink not in parent:
        return True
    path = [sink]
    while path[-1] != s:
        path.append(parent[path[-1]])
    path.reverse()
    at = {t: m for m, t in enumerate(path)}
    seen, cells, reach = set(path), {root}, 0
    for m in range(len(path) - 2):
        stack = [path[m]]
        while stack:  # off P from P's state m; note how far along P it rejoins
            for u in _live_next(stack.pop(), graph, steps, live, goal, root, sink):
                if u in at:
                    reach = max(reach, at[u])
                elif u not in seen:
                    seen.add(u)
                    stack.append(u)
        if reach == m + 1:  # P's state m + 1 is a dominator
            cell = path[m + 1] % n
            if cell in cells:
                return True
            cells.add(cell)
    return False


def _live_next(t: int, graph: Graph, steps: list, live: bytearray, goal: bytearray, root: int, sink: int) -> list[int]:
    """The live states one step from t, a goal's as the sink; none from the sink or back to root."""
    if t == sink:
        return []
    n = len(graph.adjacency)
    return [sink if goal[u % n] else u for u in next_states(t, graph, steps, n) if live[u] and u % n != root]


def _corridor(root: int, usable: list, visited: bytearray, goal: bytearray) -> list | None:
    """The blocks a simple path from root to a goal through unvisited nodes must cross, the last first.

    With every goal merged into one node T (numbered n), those are the blocks
    (biconnected components) on the path from root to T in the block tree: a simple
    path can cross each cut node once, so it can never visit a side branch. Each is
    (entry, exit, members): the cut node nearer root, the one nearer T (or T).
    None when no goal can be reached at all.
    """
    n = len(usable)
    target = n
    near_goal = [j for g in range(n) if goal[g] for j in usable[g] if not visited[j] and not goal[j] or j == root]
    is_near = bytearray(n + 1)
    for j in near_goal:
        is_near[j] = 1
    order, low, parent, block_of = [-1] * (n + 1), [0] * (n + 1), [-1] * (n + 1), [-1] * (n + 1)
    members, vertex_stack, counter = [], [], 1
    order[root] = 0
    work = [root]
    edges = [None] * (n + 1)
    edges[root] = _near(root, usable, visited, goal, root, is_near, target)
    while work:
        v = work[-1]
        pending = edges[v]
        if pending:
            child = pending.pop()
            if order[child] < 0:
                order[child] = low[child] = counter
                counter += 1
                parent[child] = v
                vertex_stack.append(child)
                work.append(child)
                edges[child] = list(dict.fromkeys(near_goal)) if child == target else _near(child, usable, visited, goal, root, is_near, target)
            elif child != parent[v] and order[child] < low[v]:
                low[v] = order[child]
            continue
        work.pop()
        u = parent[v]
        if u < 0:
            break
        if low[v] < low[u]:
            low[u] = low[v]
        if low[v] >= order[u]:
            block = [u]
            while True:
                w = vertex_stack.pop()
                block.append(w)
                block_of[w] = len(members)
                if w == v:
                    break
            members.append(block)
    if order[target] < 0:
        return None
    chain, v = [], target
    while v != root:
        block = members[block_of[v]]
        chain.append((block[0], v, block))
        v = block[0]
    return chain


def _near(v: int, usable: list, visited: bytearray, goal: bytearray, root: int, is_near: bytearray, target: int) -> list[int]:
    """The neighbours of v in the graph searched by ``_corridor``: unvisited (or the root), goals merged into target."""
    out = [j for j in usable[v] if (not visited[j] or j == root) and not goal[j]]
    if is_near[v]:
        out.append(target)
    return out


def shortest_walk(graph: Graph) -> tuple[list[int] | None, bool]:
    """The shortest walk when nodes may be revisited, and whether no other walk is as short.

    A breadth-first search over states that also counts (up to 2) the shortest ways
    into each state; a walk's phases follow from its nodes, so ways are walks.
    """
    steps = phase_steps(graph.rule)
    n = len(graph.adjacency)
    goal = set(graph.goals)
    parent, ways = {}, {}
    frontier = list(dict.fromkeys(graph.starts))
    for start in frontier:
        parent[start], ways[start] = None, 1
    while frontier:
        ends = [s for s in frontier if s % n in goal]
        if ends:
            return _path(parent, ends[0], n), sum(ways[s] for s in ends) == 1
        level = {}
        for s in frontier:
            for t in next_states(s, graph, steps, n):
                if t in level:
                    level[t] = min(2, level[t] + ways[s])
                elif t not in parent:
                    parent[t] = s
                    level[t] = ways[s]
        ways.update(level)
        frontier = list(level)
    return None, False


def _path(parent: dict, s: int, n: int) -> list[int]:
    walk = []
    while s is not None:
        walk.append(s % n)
        s = parent[s]
    return walk[::-1]
