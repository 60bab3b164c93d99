"""Three rulings the first release got wrong, and the places the same pattern could hide:
limits counted per ability (not per card), Retaliate tied to being attacked (not to the
damage step), and an encounter card discarded before the emptied deck is reset."""

from __future__ import annotations

from mc_helpers import (
    ADVANCE,
    ENERGY,
    MASTERPLAN,
    act,
    hand,
    hp,
    identity,
    labels,
    mark,
    reveal,
    rules,
    run,
    stack_encounter,
    start,
    with_keywords,
)

from rulebound.games.marvel_champions import position
from rulebound.games.marvel_champions.combat import push_activation

SPIDER_MAN = "01001a"


@rules("MC-LIMIT-01")
def test_commander_and_rechannel_have_their_own_limits() -> None:
    """Carol Danvers uses Commander, changes to Captain Marvel: Rechannel, the other
    side's once-per-round ability, is still available."""
    s = start(heroes="captain-marvel")
    mark(s, identity(s), damage=2)
    hand(s, ENERGY)
    act(s, "turn", "Commander")
    assert not any("Commander" in x for x in labels(s))
    act(s, "turn", "change to hero form")
    act(s, "turn", "Rechannel")
    act(s, "pay", "Energy")
    assert hp(s) == 11
    assert not any("Rechannel" in x for x in labels(s))


@rules("MC-KEYWORD-RETALIATE-01", "MC-EATTACK-09", "MC-FAQ-CORE-15")
def test_retaliate_when_a_defense_prevents_all_damage() -> None:
    """Rhino (ATK 2) attacks; Spider-Man (DEF 3) defends and takes nothing, but he was
    attacked: his Retaliate 1 deals 1 damage to Rhino."""
    s = start(form="hero")
    with_keywords(s, SPIDER_MAN, "Retaliate 1")
    stack_encounter(s, ADVANCE)  # the boost card: no boost icon
    run(s, lambda: push_activation(s, s.villain, 0, "attack"))
    act(s, "interrupt", "pass")  # Spider-Sense
    act(s, "defend", "defend with your hero")
    assert hp(s) == 10
    assert s.units[s.villain].damage == 1


@rules("MC-ENCDECK-02", "MC-ENCDECK-03")
def test_the_last_discarded_encounter_card_joins_the_new_deck() -> None:
    """Masterplan with no side scheme discards the only encounter card: it reaches the
    discard pile first, so the reset deck is that card (not an empty pile, which would
    lose the game, MC-ENCDECK-04), with one acceleration token."""
    s = start()
    position.set_encounter(s, [])
    (adv,) = stack_encounter(s, ADVANCE)
    reveal(s, MASTERPLAN)
    assert not s.is_terminal()
    assert s.enc_deck == [adv] and s.accel == 1
