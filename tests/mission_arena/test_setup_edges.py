"""Setup edges the mutation sample of ``setup.py`` found untested: each player's reveal
tells that player's own Squad."""

from __future__ import annotations

from mma_helpers import rules

from rulebound import load_game


@rules("MTCG-SETUP-05")
def test_each_player_reveals_its_own_squad() -> None:
    """Step 7: both players reveal their five protagonists; each reveal line names the
    player and exactly the protagonists in that player's Squads."""
    state = load_game("marvel-mission-arena").new_initial_state(3)
    while state.decision().kind in ("deploy-active", "deploy-reserve"):
        state.apply_action(state.decision().options[0])
    for seat in (0, 1):
        name = state.player_name(seat)
        lines = [text for text in state.log if text.startswith(f"{name} reveals: ")]
        squad = [state.who(pos) for pos in range(seat * 5, seat * 5 + 5) if state.stacks[pos]]
        assert lines == [f"{name} reveals: {', '.join(squad)}."]


@rules("MTCG-SA-08", "MTCG-SETUP-03")
def test_a_deployed_protagonist_has_used_no_ability() -> None:
    """Deployment happens before turn 1: the owner sees its face-down protagonists with
    their Special Ability unused."""
    state = load_game("marvel-mission-arena").new_initial_state(3)
    seat = state.decision().seat
    state.apply_action(state.decision().options[0])
    squads = state.view(seat)["players"][seat]["squads"]
    deployed = [place for place in squads if place.get("card")]
    assert len(deployed) == 1
    assert deployed[0]["ability_used"] is False
