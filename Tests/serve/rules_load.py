"""The mixed-rule load of docs/server.md: four clients, each on one kept-alive connection,
ask analyses and moves under the four rules on 3x3, 3x4 and 4x4 boards (k 3 or the short
side, up to three random moves in) for SECONDS, while the server's peak resident memory
(VmHWM in /proc/PID/status) is read.

    ai serve --port 9339 & python3 Tests/serve/rules_load.py 9339 60 $!

Prints the answers by status and the peak in MB. Needs only Python 3, on Linux.
"""
import http.client
import random
import sys
import threading
import time

RULES = ["normal", "misere", "gravity", "gravity-misere"]
SHAPES = [(3, 3), (3, 4), (4, 4)]


def client(port, stop, seed, counts, lock):
    """Asks one request after another until `stop`, counting the answers by status."""
    rng = random.Random(seed)
    connection = http.client.HTTPConnection("127.0.0.1", port, timeout=120)
    while time.time() < stop:
        rows, cols = rng.choice(SHAPES)
        rule = rng.choice(RULES)
        k = rng.choice([3, min(rows, cols)])
        count = rng.randint(0, 3)
        if "gravity" in rule:  # a move is a column
            moves = [rng.randint(1, cols) for _ in range(count)]
        else:
            moves = rng.sample(range(1, rows * cols + 1), count)
        route = rng.choice(["analyze", "move"])
        target = f"/api/{route}?rows={rows}&cols={cols}&k={k}&rules={rule}"
        if moves:
            target += "&moves=" + ",".join(map(str, moves))
        if route == "move":
            target += "&level=" + rng.choice(["perfect", "ahead-4"]) + "&seed=1"
        try:
            connection.request("GET", target)
            response = connection.getresponse()
            response.read()
            key = response.status
        except (OSError, http.client.HTTPException) as error:
            key = type(error).__name__
            connection = http.client.HTTPConnection("127.0.0.1", port, timeout=120)
        with lock:
            counts[key] = counts.get(key, 0) + 1


def main():
    port, seconds, pid = int(sys.argv[1]), float(sys.argv[2]), int(sys.argv[3])
    stop = time.time() + seconds
    counts, lock = {}, threading.Lock()
    threads = [
        threading.Thread(target=client, args=(port, stop, seed, counts, lock))
        for seed in range(4)
    ]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    with open(f"/proc/{pid}/status") as status:
        peak = next(int(line.split()[1]) for line in status if line.startswith("VmHWM"))
    print(f"answers {dict(sorted(counts.items(), key=str))}, peak {peak / 1000:.0f} MB")


main()
