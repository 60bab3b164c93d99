"""Trigger queue edges the mutation sample of ``kernel/timing.py`` found untested: the
length counts a batch still to be ordered, the first item of a batch can be picked, and
an index past the batch is refused by name."""

import pytest

from rulebound.kernel.timing import TriggerQueue


def test_the_length_counts_ordered_and_unordered_items() -> None:
    queue = TriggerQueue[str]().push("a").push_simultaneous(["x", "y", "z"])
    assert len(queue) == 4


def test_the_first_item_of_a_batch_can_be_picked() -> None:
    queue = TriggerQueue[str]().push_simultaneous(["x", "y", "z"]).order_first(0)
    assert queue.ready == ("x",) and queue.pending_order() == ("y", "z")


def test_an_index_just_past_the_batch_is_refused_by_name() -> None:
    queue = TriggerQueue[str]().push_simultaneous(["x", "y"])
    with pytest.raises(IndexError, match="no simultaneous item 2"):
        queue.order_first(2)
    with pytest.raises(IndexError, match="no simultaneous item -1"):
        queue.order_first(-1)
