"""The draws of the state's generator that no kernel test pinned: ``random``,
``choice``, ``shuffle`` and ``randbelow(1)``. Survivors of the mutation sample of
``kernel/rng.py`` (docs/mutation-samples/mut-ma.md, closed in surv-mc.md). Each test is
deterministic (fixed seeds)."""

from __future__ import annotations

from rulebound.kernel.rng import Rng


def test_random_floats_cover_zero_to_one() -> None:
    """2,000 floats all lie in [0, 1) and spread over the whole interval (a generator
    scaled by 2**-54 would keep every one below 0.5)."""
    rng = Rng(7)
    values = [rng.random() for _ in range(2000)]
    assert all(0.0 <= v < 1.0 for v in values)
    assert min(values) < 0.01 and max(values) > 0.99
    assert 0.45 < sum(values) / len(values) < 0.55


def test_a_traced_generator_records_floats_as_well_as_integers() -> None:
    """A replay checks every draw of a game, so ``random`` is in the trace too."""
    rng = Rng(7, trace=True)
    drawn = [rng.randbelow(6), rng.random(), rng.randbelow(100)]
    assert rng.trace == drawn


def test_choice_picks_the_item_at_the_drawn_index() -> None:
    items = ["a", "b", "c", "d", "e"]
    for seed in range(20):
        assert Rng(seed).choice(items) == items[Rng(seed).randbelow(len(items))]


def test_shuffle_reaches_every_order_including_the_unchanged_one() -> None:
    """Fisher-Yates: over 200 seeds, all 6 orders of three items appear, the original
    order too (a shuffle drawing below ``i`` instead of ``i + 1`` makes only the two
    cyclic orders; a shuffle that never swaps makes only the original)."""
    seen = set()
    for seed in range(200):
        items = [0, 1, 2]
        Rng(seed).shuffle(items)
        seen.add(tuple(items))
    assert len(seen) == 6


def test_a_bound_of_one_always_gives_zero() -> None:
    rng = Rng(3)
    assert [rng.randbelow(1) for _ in range(5)] == [0] * 5


def test_shuffle_draws_exactly_as_fisher_yates_with_randbelow() -> None:
    """``shuffle`` writes the generator out for speed; it must stay the same shuffle:
    the same order, the same generator state after it and the same trace as drawing
    ``randbelow(i + 1)`` for each ``i`` from the top down (replays depend on it)."""
    for seed in range(30):
        fast, slow = Rng(seed, trace=True), Rng(seed, trace=True)
        items = list(range(12))
        fast.shuffle(items)
        expected = list(range(12))
        for i in range(11, 0, -1):
            j = slow.randbelow(i + 1)
            expected[i], expected[j] = expected[j], expected[i]
        assert items == expected
        assert (fast.state, fast.trace) == (slow.state, slow.trace)
