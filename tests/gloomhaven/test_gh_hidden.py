"""What a seat cannot see is redrawn in a model of the state (``resample_hidden``)."""

from __future__ import annotations

import pytest

from rulebound.games.gloomhaven import encoding as enc
from rulebound.kernel.game import load_game
from rulebound.kernel.rng import Rng


@pytest.mark.rules("GH-RSTART-05")
def test_a_partners_secret_plan_is_redrawn_in_a_model() -> None:
    state = load_game("gloomhaven", party="brute,mindthief").new_initial_state(seed=4)
    while state.decision().kind != "plan":
        state.apply_action(state.legal_actions()[0])
    first = state.decision().seat
    for _ in range(3):  # two cards, then the leading one
        state.apply_action(next(a for a in state.legal_actions() if a >= enc.CARD))
    assert state.decision().kind == "plan" and state.decision().seat != first
    me = state.decision().seat
    hero = state.heroes[first]
    cards = sorted(hero.hand + list(hero.plan))
    seen = set()
    for n in range(12):
        model = state.resample_hidden(me, Rng(n))
        other = model.heroes[first]
        assert sorted(other.hand + list(other.plan)) == cards
        assert len(other.plan) == 2 and other.unplayed == list(other.plan)
        assert model.view(me) == state.view(me)  # the model agrees with what I see
        seen.add(other.plan)
    assert len(seen) > 1  # the real plan is not handed over
    own = state.resample_hidden(first, Rng(0)).heroes[first]
    assert own.plan == hero.plan  # a seat's own plan is its own knowledge
