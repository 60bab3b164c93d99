"""Undo in Gloomhaven: a character that has planned its round may take the plan back
until another character decides (the private "You lead with ..." line repeats its own
choice and tells it nothing new)."""

from __future__ import annotations

from rulebound.kernel import CHANCE, OWN_CHOICE, load_game


def planned_first():
    """Scenario 1, first hands: both characters placed, the Brute's plan complete, the
    Mindthief still to plan."""
    state = load_game("gloomhaven", hands="first").new_initial_state(seed=3)
    while not (state.decision().kind == "plan" and state.decision().seat == 1):
        decision = state.decision()
        assert decision.seat != CHANCE
        state.apply_action(decision.options[0])
    return state


def test_a_complete_plan_can_be_taken_back_before_the_partner_plans() -> None:
    state = planned_first()
    echo = state.events[-1]
    assert echo.seat == 0 and echo.kind == OWN_CHOICE and echo.text.startswith("You lead with")
    point = state.undo_point(0)
    assert point == len(state.history) - 1
    back = state.undo(0)
    assert back.decision().seat == 0 and back.decision().kind == "plan-lead"
    assert back.view(0) == state.to_replay().run(upto=point).view(0)


def test_no_undo_once_the_partner_has_decided() -> None:
    state = planned_first()
    state.apply_action(state.decision().options[0])  # the Mindthief's first card
    assert state.undo_point(0) is None
