"""Seeds that must not drift: the mutation sample of ``kernel/rng.py`` found the batch
seed derivation checked only for being deterministic within one run and distinct. A
simulation's game ``i`` of master seed ``m`` is the game of ``derive_seed(m, i)``, so
published results replay only if these numbers never change (the values are those of
SplitMix64 as shipped; a deliberate change of the derivation updates them). Also
``randbelow``'s refusal of a bound of 0 and its rejection of the biased tail."""

import pytest

from rulebound.kernel.rng import Rng, derive_seed


def test_derived_seeds_are_the_published_ones() -> None:
    assert [derive_seed(0, i) for i in range(3)] == [
        3119036373970289394,
        7919892530791287365,
        1092597310007415928,
    ]
    assert derive_seed(7, 3) == 8491773573939007407


def test_a_master_seed_is_taken_modulo_two_to_the_64() -> None:
    assert derive_seed(2**64 + 7, 3) == derive_seed(7, 3)
    assert all(0 <= derive_seed(m, i) < 2**63 for m in (0, 1, 2**64 - 1) for i in range(50))


def test_a_bound_of_zero_is_refused() -> None:
    with pytest.raises(ValueError, match="positive bound"):
        Rng(1).randbelow(0)


def test_a_huge_bound_is_drawn_without_modulo_bias() -> None:
    """For n = 3 * 2**62, taking a 64-bit draw modulo n without rejecting the top quarter
    would make the lowest third of the range come up half the time instead of a third."""
    n = 3 * 2**62
    rng = Rng(11)
    low = sum(rng.randbelow(n) < 2**62 for _ in range(3000))
    assert 850 < low < 1150  # a third: 1000 expected, about 26 either way by chance


def test_draws_and_shuffles_are_the_published_ones() -> None:
    """``randbelow`` and ``shuffle`` compute SplitMix64 inline for speed: their outcomes
    are those of the generator as shipped (a game replays only if they never change)."""
    rng = Rng(5)
    assert [rng.randbelow(n) for n in (2, 3, 6, 10, 52, 1000, 2**40)] == [
        1,
        0,
        0,
        5,
        17,
        949,
        339578145963,
    ]
    rng = Rng(9)
    cards = list(range(12))
    rng.shuffle(cards)
    assert cards == [7, 0, 11, 2, 9, 5, 3, 1, 4, 6, 8, 10]
    assert rng.randbelow(100) == 33  # the shuffle left the generator where it should


@pytest.mark.parametrize("size", [0, 1, 2, 7, 20, 41, 600, 5000])
def test_a_shuffle_is_fisher_yates_over_randbelow(size: int) -> None:
    """``shuffle`` draws ``randbelow(i + 1)`` for each ``i`` from the top down: the same
    order, the same generator state after, the same trace as those draws one by one."""
    for seed in range(30):
        fast, slow = Rng(seed, trace=True), Rng(seed, trace=True)
        shuffled = list(range(size))
        fast.shuffle(shuffled)
        expected = list(range(size))
        for i in range(size - 1, 0, -1):
            j = slow.randbelow(i + 1)
            expected[i], expected[j] = expected[j], expected[i]
        assert shuffled == expected
        assert fast.trace == slow.trace
        assert fast.state == slow.state


def test_a_shuffle_draws_again_after_a_rejected_draw(monkeypatch: pytest.MonkeyPatch) -> None:
    """``shuffle`` computes its draws together and goes one at a time from the first
    draw its bound rejects. Rejections are too rare to meet (under one in 2**54 for a
    list under 1,024 cards), so the bounds are lowered to reject about half the draws:
    the order, trace and state must be those of drawing one at a time with the same
    bounds."""
    import rulebound.kernel.rng as rng_module

    mask, gamma = (1 << 64) - 1, 0x9E3779B97F4A7C15
    bounds = tuple(bound >> 1 for bound in rng_module._LIMITS)
    monkeypatch.setattr(rng_module, "_LIMITS", bounds)
    monkeypatch.setattr(rng_module, "_SAFE", -1)
    rejected = 0
    for seed in range(40):
        rng = Rng(seed, trace=True)
        state, trace = rng.state, []
        shuffled, expected = list(range(30)), list(range(30))
        rng.shuffle(shuffled)
        for i in range(29, 0, -1):
            while True:  # SplitMix64, one draw at a time
                state = (state + gamma) & mask
                z = (state ^ (state >> 30)) * 0xBF58476D1CE4E5B9 & mask
                z = (z ^ (z >> 27)) * 0x94D049BB133111EB & mask
                x = z ^ (z >> 31)
                if x <= bounds[i]:
                    break
                rejected += 1
            j = x % (i + 1)
            trace.append(j)
            expected[i], expected[j] = expected[j], expected[i]
        assert (shuffled, rng.trace, rng.state) == (expected, trace, state)
    assert rejected > 100  # the path was taken
