"""The ops of the last Awakenings cards (``last_ops.py``) in detail. Found by the
mutation sample of ``last_ops.py`` (docs/mutation-samples/mut-swd.md)."""

from __future__ import annotations

from swd_helpers import KYLO, REY, TAKE_COVER, Side, act, position, put_in_pool, uid

from rulebound.games.destiny.position import script_rolls

RETREAT, UNPREDICTABLE = "01110", "01162"
DECK = [TAKE_COVER] * 8


def test_an_ambush_taken_inside_retreat_gives_no_additional_action_next_round() -> None:
    """Retreat ends the action phase: an additional action earned inside it (Ambush)
    is not carried into the next round."""
    s = position(
        Side(characters=[REY], hand=[RETREAT], deck=DECK, resources=2),
        Side(characters=[KYLO], hand=[UNPREDICTABLE], deck=DECK),
    )
    put_in_pool(s, uid(s, "Rey"), 5)  # a blank, for Unpredictable to reroll
    act(s, "action", "play Retreat")
    act(s, "extra-action", "play Unpredictable")
    script_rolls(s, 1, 0, 0, 0)  # the reroll, then the next round's rolls
    act(s, "choose-die", "Rey die")
    for _ in range(20):  # upkeep, then the next round's first action
        if s.round == 2 and s.decision().kind == "action":
            break
        s.apply_action(s.decision().options[0])
    first = s.decision().seat
    for seat in (first, 1 - first):  # each takes one action: the turn simply passes on
        assert s.decision().kind == "action" and s.decision().seat == seat
        act(s, "action", "activate")
    assert s.decision().kind == "action" and s.decision().seat == first


POE, LIGHTSABER = "01029", "01059"


def test_poe_pays_the_cost_of_the_side_he_resolves_and_plays_no_non_vehicle_again() -> None:
    """Poe Dameron discards a Lightsaber and resolves its "3 melee, cost 1" side: 1 is
    paid, and the Lightsaber (no vehicle) is not offered to play from the discard pile,
    though its 3 could be paid."""
    s = position(
        Side(characters=[POE], hand=[LIGHTSABER], deck=DECK, resources=4),
        Side(characters=[KYLO], deck=DECK),
    )
    put_in_pool(s, uid(s, "Poe Dameron"), 4)  # special
    act(s, "action", "resolve dice showing special")
    act(s, "resolve-die", "Poe Dameron die")
    act(s, "discard-card", "Lightsaber")
    act(s, "choose-side", "3 melee")
    if s.decision().kind == "symbol-target":
        act(s, "symbol-target", "Kylo")
    assert s.resources[0] == 3 and s.units[uid(s, "Kylo Ren")].damage == 3
    assert s.decision().kind == "action" and s.decision().seat == 1
