"""Suite-wide pytest hooks."""

from __future__ import annotations

import pytest


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    # The random-game conformance runs are the suite's longest tests. pytest-xdist hands
    # tests out in collection order, so running them first keeps one long test from
    # holding a worker at the end while the other idles.
    items.sort(key=lambda item: 0 if "conform" in item.name else 1)
