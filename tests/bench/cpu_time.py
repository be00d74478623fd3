"""CPU seconds of this process, natively and under Pyodide in Node: the machine is shared, so
benchmarks time CPU, not the wall clock.

Under Pyodide ``time.process_time`` follows the wall clock (Emscripten's ``clock`` reads
``performance.now``), so there the Node process's own CPU use (``process.cpuUsage``) is read.
"""

import sys
import time

if sys.platform == "emscripten":
    import js

    def cpu_seconds() -> float:
        used = js.process.cpuUsage()
        return (used.user + used.system) / 1e6
else:
    cpu_seconds = time.process_time
