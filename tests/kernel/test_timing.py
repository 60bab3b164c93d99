"""The FIFO trigger queue and initiative ordering of the kernel."""

import pytest

from rulebound.kernel.timing import TriggerQueue, initiative_order


def test_queue_is_first_in_first_out() -> None:
    queue: TriggerQueue[str] = TriggerQueue()
    queue = queue.push("a").push("b").push("c")
    out = []
    while len(queue):
        item, queue = queue.pop()
        out.append(item)
    assert out == ["a", "b", "c"]


def test_simultaneous_batch_is_ordered_by_a_decision_one_pick_at_a_time() -> None:
    queue = TriggerQueue[str]().push("first").push_simultaneous(["x", "y", "z"])
    assert queue.needs_order() and queue.pending_order() == ("x", "y", "z")
    queue = queue.order_first(2)  # z first
    assert queue.pending_order() == ("x", "y")
    queue = queue.order_first(1)  # then y; x is placed automatically
    assert not queue.needs_order()
    assert queue.ready == ("first", "z", "y", "x")


def test_cannot_add_while_a_batch_awaits_its_order() -> None:
    queue = TriggerQueue[str]().push_simultaneous(["x", "y"])
    with pytest.raises(ValueError, match="order the pending"):
        queue.push("late")
    with pytest.raises(IndexError):
        queue.order_first(5)


def test_a_single_simultaneous_item_needs_no_order() -> None:
    queue = TriggerQueue[str]().push_simultaneous(["only"])
    assert not queue.needs_order() and queue.peek() == "only"


def test_queue_is_immutable_so_clones_share_it_safely() -> None:
    base = TriggerQueue[str]().push("a")
    longer = base.push("b")
    assert len(base) == 1 and len(longer) == 2


def test_initiative_lowest_first_with_tie_breakers_and_stable_full_ties() -> None:
    order = initiative_order([("m1", (50, 1)), ("c1", (50, 0)), ("m2", (12, 1)), ("m3", (50, 1))])
    assert order == ["m2", "c1", "m1", "m3"]
