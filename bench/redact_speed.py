"""Secret redaction speed on hostile and ordinary text: prints figures (not a test).

Usage:
    python bench/redact_speed.py
"""

import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "scripts"))  # bench is outside scripts/
sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tests"))

from hippocampus.redact import redact  # noqa: E402
from test_redact import ADVERSARIAL  # noqa: E402


def timed(text: str, runs: int = 3) -> float:
    times = []
    for _ in range(runs):
        started = time.perf_counter()
        redact(text)
        times.append(time.perf_counter() - started)
    return statistics.median(times)


def main() -> None:
    worst = max((timed(f * (200_000 // len(f)), 1), f) for f in ADVERSARIAL)
    print(f"adversarial fragments: {len(ADVERSARIAL)}, each repeated to 200k chars")
    print(f"  worst: {worst[0] * 1000:.0f} ms for {worst[1]!r}")
    words = "the quick brown fox jumps over a lazy token password secret key Привет мир 密码 sky-high".split()
    prose = " ".join(words[i * 7 % len(words)] for i in range(200_000))[:1_000_000]
    print(f"1 MB of prose full of secret-like words: {timed(prose) * 1000:.0f} ms (median of 3)")


if __name__ == "__main__":
    main()
