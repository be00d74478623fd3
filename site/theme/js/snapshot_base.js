// The memory snapshot is shipped as a difference from the memory Pyodide's WebAssembly starts with.
// A snapshot is the whole linear memory, and its first 3.3 MB are mostly the wasm's data segments,
// unchanged: the visitor downloads the wasm anyway, so the build XORs the snapshot with the memory
// those segments lay out (unchanged bytes become zeros: 1.5 MB less gzipped) and the worker XORs
// again to get the snapshot back. Used by both: site/tools/build_runtime.mjs and js/worker.js.
// The base is read from the wasm file itself, not from a started module's memory: Pyodide's start
// writes bytes that differ from one start to the next.

/** The memory the wasm's active data segments lay out, from address 0 to the end of the last one. */
export function dataImage(wasm) {
  const bytes = wasm instanceof Uint8Array ? wasm : new Uint8Array(wasm);
  let at = 8; // after "\0asm" and the version
  const unsigned = () => {
    let value = 0;
    for (let shift = 0; ; shift += 7) {
      const byte = bytes[at++];
      value += (byte & 0x7f) * 2 ** shift;
      if (!(byte & 0x80)) return value;
    }
  };
  const constant = () => { // an i32.const offset expression: signed LEB128, then "end"
    if (bytes[at++] !== 0x41) throw new Error("snapshot base: a data segment's offset is not a constant");
    let value = 0, shift = 0, byte;
    do {
      byte = bytes[at++];
      value += (byte & 0x7f) * 2 ** shift;
      shift += 7;
    } while (byte & 0x80);
    if (byte & 0x40) value -= 2 ** shift;
    if (bytes[at++] !== 0x0b) throw new Error("snapshot base: a data segment's offset is not a constant");
    return value;
  };
  const segments = [];
  while (at < bytes.length) {
    const id = bytes[at++];
    const size = unsigned();
    const end = at + size;
    if (id === 11) { // the data section
      for (let count = unsigned(); count > 0; count--) {
        const flags = unsigned();
        if (flags === 1) { at += unsigned(); continue; } // passive: copied by the program, not at start
        if (flags === 2) unsigned(); // memory index
        const offset = constant();
        const length = unsigned();
        segments.push([offset, bytes.subarray(at, at + length)]);
        at += length;
      }
    }
    at = end;
  }
  const image = new Uint8Array(Math.max(0, ...segments.map(([offset, data]) => offset + data.length)));
  for (const [offset, data] of segments) image.set(data, offset);
  return image;
}

/** XOR a Pyodide memory snapshot's memory (after its header) with `image`, in place: applied twice, nothing changes. */
export function xorMemory(snapshot, image) {
  const memoryStart = new Uint32Array(snapshot.buffer, snapshot.byteOffset, 2)[1];
  const memory = snapshot.subarray(memoryStart, memoryStart + image.length);
  for (let i = 0; i < memory.length; i++) memory[i] ^= image[i];
}

/** A checksum of the base, hex: the worker checks it is the one the build used before relying on it. */
export async function digest(image) {
  const hash = new Uint8Array(await crypto.subtle.digest("SHA-256", image));
  return Array.from(hash, (b) => b.toString(16).padStart(2, "0")).join("");
}
