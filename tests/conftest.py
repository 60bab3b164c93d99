"""Suite-wide pytest hooks."""

from __future__ import annotations

import pytest


def _is_long(item: pytest.Item) -> bool:
    # The random-game conformance runs are the suite's longest tests.
    return "conform" in item.name


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    """Long tests first, dealt out to every pytest-xdist worker.

    ``--dist worksteal`` first gives each of the n workers a contiguous 1/n of the
    collection, and an idle worker later steals the END of a busy worker's queue. With the
    long tests simply sorted first, they all fell in the first worker's share: the second
    worker got them only by stealing, and the run ended on long tests. Dealt round-robin to
    the front of each worker's share, every worker starts on long tests and each queue
    ends with short ones, so the stealing at the end moves short tests and both workers
    finish together (simulated with session 34's durations: the idle end shrinks from
    about 3% of the run to near zero). Every worker computes the same order.
    """
    long = [item for item in items if _is_long(item)]
    short = [item for item in items if not _is_long(item)]
    workers = int(getattr(config, "workerinput", {}).get("workercount", 1))
    shares: list[list[pytest.Item]] = [long[k::workers] for k in range(workers)]
    # the share sizes pytest-xdist sends: len(pending) // workers_left, from the front
    left = len(items)
    for k, share in enumerate(shares):
        size = left // (workers - k)
        left -= size
        take = max(0, size - len(share))
        share.extend(short[:take])
        del short[:take]
    items[:] = [item for share in shares for item in share] + short
