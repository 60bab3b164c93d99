"""An ability changing a card's type (MC-CARDTYPE-05..07, MC-EX-28), on made-up cards:
Haymaker turns the chosen ally into a minion (or minion into an ally), Charge is an
attachment reading "the character with this attachment cannot attack"."""

from __future__ import annotations

from mc_helpers import (
    CHARGE,
    DAREDEVIL,
    HAYMAKER,
    INSPIRED,
    JESSICA,
    SHOCKER,
    act,
    engage,
    hand,
    identity,
    kind,
    labels,
    put,
    rules,
    start,
)

from rulebound.games.marvel_champions import position
from rulebound.games.marvel_champions.dsl import change_type, choose_ally, choose_minion
from rulebound.games.marvel_champions.rules import allies, ctype, minions, stat
from rulebound.games.marvel_champions.state import McState


def turn_into(s: McState, what: str) -> None:
    """Haymaker made up: a 0-cost event "choose an ally (a minion); it becomes a minion
    (an ally)"."""
    choose = choose_ally("target") if what == "minion" else choose_minion()
    position.card_variant(s, HAYMAKER, cost=0)
    position.made_up_card(
        s, HAYMAKER, lambda c: c.action(choose, change_type(what), text=f"it becomes a {what}")
    )
    hand(s, HAYMAKER)
    act(s, "turn", "play Haymaker")


def daredevil_with_cards(s: McState, barred: bool) -> int:
    dd = put(s, DAREDEVIL)
    put(s, INSPIRED, host=dd)  # "the ally with this upgrade gets +1 ATK and +1 THW"
    if barred:
        position.made_up_card(s, CHARGE, lambda c: c.host_cannot_attack())
        position.attach_encounter(s, CHARGE, dd)
    return dd


@rules("MC-CARDTYPE-05", "MC-CARDTYPE-06", "MC-CARDTYPE-04")
def test_an_ally_turned_into_a_minion() -> None:
    s = start(heroes="captain-marvel", form="hero")
    dd = daredevil_with_cards(s, barred=False)
    assert stat(s, dd, "attack") == 3
    turn_into(s, "minion")
    assert ctype(s, dd) == "minion" and dd in minions(s, 0) and dd not in allies(s, 0)
    assert s.units[dd].engaged == 0  # engages the player who controlled it
    view = s.view(0)["players"][0]
    assert [c["name"] for c in view["engaged_minions"]] == ["Daredevil"]
    assert "Daredevil" not in [c["name"] for c in view["in_play"]]  # no longer the player's
    assert any(s.units[a].host == dd for a in s.play)  # Inspired stays attached...
    assert stat(s, dd, "attack") == 2  # ...but is for an ally: its +1 ATK stops
    position.start_activation(s, 0, "attack", enemy=dd)
    act(s, "defend", "no defender")
    assert s.units[identity(s)].damage == 2
    assert s.units[dd].damage == 0  # an enemy: no consequential damage
    # leaving play, it is Daredevil again: an ally in its owner's discard pile
    position.discard_from_play(s, dd)
    assert dd in s.players[0].discard and s.card(dd).type == "ally"


@rules("MC-EX-28", "MC-CARDTYPE-05")
def test_ex28_an_attachment_for_any_character_still_applies() -> None:
    s = start(heroes="captain-marvel", form="hero")
    dd = daredevil_with_cards(s, barred=True)
    jj = put(s, JESSICA)
    put(s, INSPIRED, host=jj)  # no "cannot attack" card on Jessica Jones
    assert "Daredevil attacks" not in labels(s)  # cannot attack, as an ally
    assert "Jessica Jones attacks" in labels(s)
    turn_into(s, "minion")
    act(s, "choose-ally", "Daredevil")
    position.start_activation(s, 0, "attack", enemy=dd)
    assert kind(s) == "turn" and s.units[identity(s)].damage == 0  # nor as a minion


@rules("MC-CARDTYPE-07")
def test_a_minion_turned_into_an_ally_is_the_players() -> None:
    s = start(heroes="captain-marvel,spider-man", form="hero")
    m = engage(s, SHOCKER, seat=1)
    turn_into(s, "ally")
    assert ctype(s, m) == "ally" and m in allies(s, 0) and s.units[m].engaged == -1
    act(s, "turn", "Shocker attacks")
    assert s.units[s.villain].damage == stat(s, m, "attack") and s.units[m].damage == 0
    position.discard_from_play(s, m)
    assert m in s.enc_discard and s.card(m).type == "minion"


@rules("MC-CARDTYPE-04")
def test_turning_an_ally_into_an_ally_changes_nothing() -> None:
    s = start(heroes="captain-marvel,spider-man", form="hero")
    dd = put(s, DAREDEVIL, seat=1)
    position.card_variant(s, HAYMAKER, cost=0)
    position.made_up_card(
        s, HAYMAKER, lambda c: c.action(choose_ally("target"), change_type("ally"), text="x")
    )
    hand(s, HAYMAKER)
    act(s, "turn", "play Haymaker")
    assert s.units[dd].controller == 1 and dd in allies(s, 1)  # still seat 1's ally
