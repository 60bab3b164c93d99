"""Card abilities of the Awakenings characters and upgrades: each fires and does what
the card says.

One or more tests per card, checked against the card's ``text`` paraphrase in
``data/awakenings.toml`` and its script in ``scripts.py``. Characters: 01002, 01010,
01011, 01021, 01022, 01028, 01037, 01038, 01045, 01046. Upgrades: 01008, 01014, 01017,
01023, 01040, 01042, 01044, 01057, 01059, 01060, 01061, 01078, 01137, 01164, with the
keywords they carry (Redeploy) and their "(colour) character only" restrictions.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence

import pytest
from swd_helpers import (
    BB8,
    COMLINK,
    CRIME_LORD,
    FINN,
    FORCE_THROW,
    HAN,
    HUNKER_DOWN,
    IMMOBILIZE,
    JANGO,
    KYLO,
    LEIA,
    LIGHTSABER,
    MIND_PROBE,
    QUI_GON,
    REY,
    SCAVENGE,
    SECOND_CHANCE,
    STORMTROOPER,
    TAKE_COVER,
    TUSKEN,
    UNPREDICTABLE,
    VADER,
    Side,
    act,
    dice_of,
    has_option,
    labels,
    log,
    position,
    put_in_pool,
    rules,
    uid,
)
from swd_helpers import F11D as RIFLE
from swd_helpers import INFANTRY_GRENADES as GRENADES
from swd_helpers import JEDI_ROBES as ROBES
from swd_helpers import ONE_WITH_THE_FORCE as ONE_WITH_FORCE
from swd_helpers import PERSONAL_ESCORT as ESCORT
from swd_helpers import REYS_STAFF as STAFF
from swd_helpers import TROOPER as TROOPER_NAME

from rulebound.games.destiny.abilities import SCRIPTS, script_for
from rulebound.games.destiny.cards import load_pool
from rulebound.games.destiny.decks import DeckList, deck_problems, load_deck
from rulebound.games.destiny.labels import die_label, unit_label
from rulebound.games.destiny.model import IN_POOL, ON_CARD, SET_ASIDE, SUPPORT, UPGRADE
from rulebound.games.destiny.position import set_damage, set_ready, set_shields, show_side
from rulebound.games.destiny.state import DestinyState


def resolve_one(s: DestinyState, symbol: str, die_text: str) -> None:
    """Start a resolve action for ``symbol`` and pick the die whose label has ``die_text``."""
    act(s, "action", f"resolve dice showing {symbol}")
    act(s, "resolve-die", die_text)


def in_discard(s: DestinyState, seat: int, code: str) -> bool:
    return any(s.cards[c].code == code for c in s.discard[seat])


def host_options(s: DestinyState, card_name: str) -> list[str]:
    act(s, "action", f"play {card_name}")
    assert s.decision().kind == "upgrade-host"
    return labels(s)


# =========================================================================================
# Characters
# =========================================================================================

# --- 01002 First Order Stormtrooper: no ability -------------------------------------------


@rules("SWD-CARD-02", "SWD-CHAR-03", "SWD-ACTIVATE-01")
def test_stormtrooper_has_no_ability_and_activating_it_only_rolls_its_die() -> None:
    s = position(Side(characters=[STORMTROOPER], hand=[TAKE_COVER]), Side(characters=[REY]))
    trooper = uid(s, TROOPER_NAME)
    script = script_for(STORMTROOPER)
    assert not (script.triggers or script.actions or script.special or script.persistent)
    assert not any(label.startswith("use ") for label in labels(s))
    act(s, "action", f"activate {TROOPER_NAME}")
    decision = s.decision()
    assert (decision.seat, decision.kind) == (1, "action")  # no ability asked anything
    assert not s.units[trooper].ready
    assert [s.dice[d].where for d in dice_of(s, trooper)] == [IN_POOL]
    faces = [f.label() for f in s.card(trooper).die]
    assert faces == ["1 ranged", "2 ranged", "2 ranged (cost 1)", "1 resource", "blank", "blank"]


# --- 01010 Darth Vader, Sith Lord ----------------------------------------------------------


@rules("SWD-AFTER-01", "SWD-TRIG-01")
def test_vader_after_activating_makes_the_opponent_choose_and_discard_a_card() -> None:
    s = position(Side(characters=[VADER]), Side(characters=[REY], hand=[TAKE_COVER, SCAVENGE]))
    vader = uid(s, "Darth Vader")
    act(s, "action", "activate Darth Vader")
    assert not s.units[vader].ready  # the activation has fully resolved first
    assert s.pool(0)
    assert s.decision().seat == 0
    act(s, "may", "yes")
    decision = s.decision()
    assert (decision.seat, decision.kind) == (1, "discard-card")  # the opponent chooses
    assert sorted(labels(s)) == ["Scavenge", "Take Cover"]
    act(s, "discard-card", "Scavenge")
    assert [s.cards[c].code for c in s.hand[1]] == [TAKE_COVER]
    assert in_discard(s, 1, SCAVENGE)


@rules("SWD-ABIL-06")
def test_vader_discard_is_optional_and_needs_a_card_in_the_opponents_hand() -> None:
    s = position(Side(characters=[VADER]), Side(characters=[REY], hand=[TAKE_COVER]))
    act(s, "action", "activate Darth Vader")
    act(s, "may", "no")
    assert len(s.hand[1]) == 1 and s.decision().seat == 1
    s = position(Side(characters=[VADER]), Side(characters=[REY]))
    act(s, "action", "activate Darth Vader")
    act(s, "may", "yes")
    assert (s.decision().seat, s.decision().kind) == (1, "action")  # nothing to discard


@rules("SWD-TRIGCOND-01")
def test_vader_does_not_trigger_when_another_character_activates() -> None:
    s = position(Side(characters=[VADER, STORMTROOPER]), Side(characters=[REY], hand=[SCAVENGE]))
    act(s, "action", f"activate {TROOPER_NAME}")
    assert (s.decision().seat, s.decision().kind) == (1, "action")
    assert len(s.hand[1]) == 1


# --- 01011 Kylo Ren, Vader's Disciple ------------------------------------------------------


@rules("SWD-SPECABIL-01", "SWD-SPECIAL-01", "SWD-LOOK-01", "SWD-TARGET-01")
def test_kylo_special_deals_the_cost_of_a_random_card_in_the_opponents_hand() -> None:
    s = position(
        Side(characters=[KYLO, STORMTROOPER]),
        Side(characters=[REY, FINN], hand=[LIGHTSABER]),  # the only card: cost 3
    )
    put_in_pool(s, uid(s, "Kylo Ren"), 4)  # special
    resolve_one(s, "special", "Kylo Ren die")
    assert s.decision().kind == "choose-character"
    options = labels(s)
    assert all("P2" in label for label in options) and len(options) == 2  # opponent's only
    act(s, "choose-character", "Finn")
    assert s.units[uid(s, "Finn")].damage == 3
    assert s.units[uid(s, "Rey")].damage == 0
    assert [s.cards[c].code for c in s.hand[1]] == [LIGHTSABER]  # looked at, not moved
    seen = [(e.seat, e.text) for e in s.events]
    assert (0, "You look at Lightsaber (cost 3).") in seen  # seen only by P1
    assert s.dice[dice_of(s, uid(s, "Kylo Ren"))[0]].where == ON_CARD


@rules("SWD-THEN-01", "SWD-THEN-02")
def test_kylo_special_with_an_empty_opponent_hand_deals_no_damage() -> None:
    s = position(Side(characters=[KYLO]), Side(characters=[REY]))
    put_in_pool(s, uid(s, "Kylo Ren"), 4)
    resolve_one(s, "special", "Kylo Ren die")
    act(s, "choose-character", "Rey")
    assert s.units[uid(s, "Rey")].damage == 0
    assert (s.decision().seat, s.decision().kind) == (1, "action")


# --- 01021 Jango Fett, Lethal Mercenary ----------------------------------------------------


@rules("SWD-AFTER-01", "SWD-ACTIVATE-01")
def test_jango_may_activate_after_an_opponent_activates_a_character() -> None:
    s = position(Side(characters=[STORMTROOPER]), Side(characters=[JANGO]))
    jango = uid(s, "Jango Fett")
    act(s, "action", f"activate {TROOPER_NAME}")
    decision = s.decision()
    assert (decision.seat, decision.kind) == (1, "may")  # Jango's controller decides
    act(s, "may", "yes")
    assert not s.units[jango].ready
    assert [s.dice[d].where for d in dice_of(s, jango)] == [IN_POOL]
    assert s.pool(1) == dice_of(s, jango)
    # Jango's activation was not P2's action: P2 now takes a normal turn.
    decision = s.decision()
    assert (decision.seat, decision.kind) == (1, "action")
    assert not has_option(s, "activate Jango Fett")


@rules("SWD-ABIL-06", "SWD-TRIGCOND-01")
def test_jango_is_optional_and_ignores_his_own_sides_activations() -> None:
    s = position(Side(characters=[STORMTROOPER]), Side(characters=[JANGO]))
    act(s, "action", f"activate {TROOPER_NAME}")
    act(s, "may", "no")
    assert s.units[uid(s, "Jango Fett")].ready and s.pool(1) == []
    s = position(Side(characters=[REY]), Side(characters=[JANGO, TUSKEN]), turn=1)
    act(s, "action", "activate Tusken Raider")
    act(s, "may", "no")  # Tusken Raider's own ability; Jango does not trigger
    assert (s.decision().seat, s.decision().kind) == (0, "action")
    assert s.units[uid(s, "Jango Fett")].ready


@rules("SWD-ACTIVATE-05")
def test_exhausted_jango_does_not_trigger() -> None:
    s = position(Side(characters=[STORMTROOPER]), Side(characters=[JANGO]))
    set_ready(s, uid(s, "Jango Fett"), False)
    act(s, "action", f"activate {TROOPER_NAME}")
    assert (s.decision().seat, s.decision().kind) == (1, "action")


@rules("SWD-TRIGCOND-01")
def test_jango_does_not_trigger_when_an_opponent_activates_a_support() -> None:
    s = position(Side(characters=[REY], supports=[BB8]), Side(characters=[JANGO]))
    act(s, "action", "activate BB-8")
    assert (s.decision().seat, s.decision().kind) == (1, "action")
    assert s.units[uid(s, "Jango Fett")].ready


# --- 01022 Tusken Raider -------------------------------------------------------------------


def _tusken_activated(side: int, resources: int = 0) -> DestinyState:
    """P1's Tusken Raider activated, its die turned to ``side``, its "may" pending."""
    s = position(
        Side(characters=[TUSKEN], hand=[TAKE_COVER], resources=resources), Side(characters=[REY])
    )
    tusken = uid(s, "Tusken Raider")
    act(s, "action", "activate Tusken Raider")
    assert (s.decision().seat, s.decision().kind) == (0, "may")
    show_side(s, dice_of(s, tusken)[0], side)
    return s


@rules("SWD-CARDRES-01", "SWD-AFTER-01")
def test_tusken_raider_discards_a_card_to_resolve_its_own_die() -> None:
    s = _tusken_activated(1)  # 1 melee
    act(s, "may", "yes")
    act(s, "discard-card", "Take Cover")
    assert s.hand[0] == [] and in_discard(s, 0, TAKE_COVER)
    assert labels(s) == [die_label(s, dice_of(s, uid(s, "Tusken Raider"))[0])]
    act(s, "choose-die", "Tusken Raider")
    act(s, "symbol-target", "Rey")
    assert s.units[uid(s, "Rey")].damage == 1
    assert s.dice[dice_of(s, uid(s, "Tusken Raider"))[0]].where == ON_CARD
    assert (s.decision().seat, s.decision().kind) == (1, "action")


@rules("SWD-CARDRES-02")
def test_tusken_raider_pays_the_cost_of_the_die_it_resolves() -> None:
    s = _tusken_activated(2, resources=1)  # 3 melee (cost 1)
    act(s, "may", "yes")
    act(s, "discard-card", "Take Cover")
    act(s, "choose-die", "Tusken Raider")
    act(s, "symbol-target", "Rey")
    assert s.units[uid(s, "Rey")].damage == 3
    assert s.resources[0] == 0


@rules("SWD-CARDRES-02", "SWD-DIECOST-01")
def test_tusken_raider_cannot_resolve_a_die_whose_cost_it_cannot_pay() -> None:
    s = _tusken_activated(2, resources=0)  # 3 melee (cost 1), no resources
    act(s, "may", "yes")
    assert (s.decision().seat, s.decision().kind) == (1, "action")  # no die: no effect
    assert s.dice[dice_of(s, uid(s, "Tusken Raider"))[0]].where == IN_POOL
    assert [s.cards[c].code for c in s.hand[0]] == [TAKE_COVER]  # nothing was discarded


@rules("SWD-CARDRES-03", "SWD-CARDRES-04", "SWD-ACTIVATE-02")
def test_tusken_raider_resolves_only_its_dice_and_without_modifiers() -> None:
    s = position(
        Side(characters=[TUSKEN, STORMTROOPER], upgrades=[(RIFLE, 0)], hand=[TAKE_COVER]),
        Side(characters=[REY]),
    )
    tusken, rifle = uid(s, "Tusken Raider"), uid(s, "F-11D Rifle")
    put_in_pool(s, uid(s, TROOPER_NAME), 0)  # another character's 1 ranged: not offered
    act(s, "action", "activate Tusken Raider")
    assert s.dice[dice_of(s, rifle)[0]].where == IN_POOL  # rolled with its character
    show_side(s, dice_of(s, tusken)[0], 0)  # 1 ranged
    show_side(s, dice_of(s, rifle)[0], 2)  # +2 ranged: a modifier, never added
    act(s, "may", "yes")
    act(s, "discard-card", "Take Cover")
    assert labels(s) == [die_label(s, dice_of(s, tusken)[0])]  # 1 ranged
    act(s, "choose-die", "Tusken Raider")
    assert s.decision().kind == "symbol-target"  # no modifier step
    act(s, "symbol-target", "Rey")
    assert s.units[uid(s, "Rey")].damage == 1


@rules("SWD-CARDRES-01")
def test_tusken_raider_can_resolve_one_of_its_upgrade_dice() -> None:
    s = position(
        Side(characters=[TUSKEN], upgrades=[(GRENADES, 0)], hand=[TAKE_COVER]),
        Side(characters=[REY]),
    )
    tusken, grenades = uid(s, "Tusken Raider"), uid(s, "Infantry Grenades")
    act(s, "action", "activate Tusken Raider")
    show_side(s, dice_of(s, tusken)[0], 5)  # blank
    show_side(s, dice_of(s, grenades)[0], 0)  # 1 ranged
    act(s, "may", "yes")
    act(s, "discard-card", "Take Cover")
    assert labels(s) == [die_label(s, dice_of(s, grenades)[0])]  # 1 ranged
    act(s, "choose-die", "Infantry Grenades")
    act(s, "symbol-target", "Rey")
    assert s.units[uid(s, "Rey")].damage == 1


# --- 01028 Leia Organa, Born Leader --------------------------------------------------------


@rules("SWD-ACTABIL-01", "SWD-CARDACT-01", "SWD-REMOVE-01")
def test_leia_removes_her_die_to_reroll_up_to_two_of_your_dice() -> None:
    s = position(Side(characters=[LEIA, STORMTROOPER, JANGO]), Side(characters=[KYLO]))
    assert not has_option(s, "use Leia Organa")  # her die is not in the pool
    s = position(Side(characters=[LEIA, STORMTROOPER, JANGO]), Side(characters=[KYLO]))
    leia = uid(s, "Leia Organa")
    (leia_die,) = put_in_pool(s, leia, 3)
    (trooper_die,) = put_in_pool(s, uid(s, TROOPER_NAME), 4)
    (jango_die,) = put_in_pool(s, uid(s, "Jango Fett"), 5)
    (kylo_die,) = put_in_pool(s, uid(s, "Kylo Ren"), 5)
    act(s, "action", "use Leia Organa")
    assert s.dice[leia_die].where == ON_CARD  # the cost: her die is removed
    assert s.decision().kind == "pick-dice"
    options = labels(s)
    assert not any("Kylo Ren" in label or "Leia Organa" in label for label in options)
    act(s, "pick-dice", TROOPER_NAME)
    act(s, "pick-dice", "Jango Fett")
    assert (s.decision().seat, s.decision().kind) == (1, "action")  # limit 2 reached
    rerolled = [text for text in log(s) if "is rerolled" in text]
    assert len(rerolled) == 2
    assert any(TROOPER_NAME in t for t in rerolled) and any("Jango" in t for t in rerolled)
    assert s.dice[kylo_die].side == 5
    assert s.dice[trooper_die].where == IN_POOL and s.dice[jango_die].where == IN_POOL


@rules("SWD-ACTABIL-01")
def test_elite_leia_chooses_which_of_her_dice_to_remove() -> None:
    # a Stormtrooper first: Leia is not the first unit, so her own card pays
    s = position(Side(characters=[STORMTROOPER, LEIA + "!"]), Side(characters=[KYLO]))
    leia = uid(s, "Leia Organa")
    first, second = put_in_pool(s, leia, 0, 3)
    act(s, "action", "use Leia Organa")
    assert s.decision().kind == "remove-own-die"
    act(s, "remove-own-die", "showing 1 focus")
    assert s.dice[second].where == ON_CARD and s.dice[first].where == IN_POOL
    act(s, "pick-dice", "showing 1 ranged")  # the only die left to pick: rerolled at once
    assert sum("is rerolled" in t for t in log(s)) == 1
    assert (s.decision().seat, s.decision().kind) == (1, "action")


# --- 01037 Qui-Gon Jinn, Ataru Master ------------------------------------------------------


@rules("SWD-EX-10", "SWD-BEFORE-01", "SWD-TRIGCOND-01", "SWD-SHIELDSYM-01")
def test_qui_gon_removes_a_shield_to_deal_1_damage_before_gaining_shields() -> None:
    s = position(Side(characters=[QUI_GON]), Side(characters=[STORMTROOPER]))
    qui_gon = uid(s, "Qui-Gon Jinn")
    set_shields(s, qui_gon, 1)
    put_in_pool(s, qui_gon, 3)  # 2 shield
    resolve_one(s, "shield", "Qui-Gon Jinn die")
    act(s, "symbol-target", "Qui-Gon Jinn")
    assert s.decision().kind == "may"
    assert s.units[qui_gon].shields == 1  # not given yet: the "before" interrupts
    act(s, "may", "yes")
    assert s.units[qui_gon].shields == 0
    act(s, "choose-character", TROOPER_NAME)
    assert s.units[uid(s, TROOPER_NAME)].damage == 1
    assert s.units[qui_gon].shields == 2  # then the 2 shields are given


@rules("SWD-SHIELDSYM-03", "SWD-EX-10")
def test_qui_gon_at_three_shields_can_ping_and_still_end_at_three() -> None:
    s = position(Side(characters=[QUI_GON]), Side(characters=[STORMTROOPER]))
    qui_gon = uid(s, "Qui-Gon Jinn")
    set_shields(s, qui_gon, 3)
    put_in_pool(s, qui_gon, 2)  # 1 shield
    resolve_one(s, "shield", "Qui-Gon Jinn die")
    act(s, "symbol-target", "Qui-Gon Jinn")
    act(s, "may", "yes")
    act(s, "choose-character", TROOPER_NAME)
    assert s.units[uid(s, TROOPER_NAME)].damage == 1
    assert s.units[qui_gon].shields == 3


@rules("SWD-TRIGCOND-01", "SWD-ABIL-06")
def test_qui_gon_needs_a_shield_of_his_own_and_is_optional() -> None:
    # No shield to remove: no trigger.
    s = position(Side(characters=[QUI_GON]), Side(characters=[STORMTROOPER]))
    qui_gon = uid(s, "Qui-Gon Jinn")
    put_in_pool(s, qui_gon, 2)
    resolve_one(s, "shield", "Qui-Gon Jinn die")
    act(s, "symbol-target", "Qui-Gon Jinn")
    assert s.units[qui_gon].shields == 1 and s.decision().seat == 1
    # Another character gaining shields: no trigger.
    s = position(Side(characters=[QUI_GON, REY]), Side(characters=[STORMTROOPER]))
    qui_gon = uid(s, "Qui-Gon Jinn")
    set_shields(s, qui_gon, 1)
    put_in_pool(s, qui_gon, 2)
    resolve_one(s, "shield", "Qui-Gon Jinn die")
    act(s, "symbol-target", "Rey")
    assert s.units[uid(s, "Rey")].shields == 1 and s.decision().seat == 1
    # Declined: the shields simply add up.
    s = position(Side(characters=[QUI_GON]), Side(characters=[STORMTROOPER]))
    qui_gon = uid(s, "Qui-Gon Jinn")
    set_shields(s, qui_gon, 1)
    put_in_pool(s, qui_gon, 2)
    resolve_one(s, "shield", "Qui-Gon Jinn die")
    act(s, "symbol-target", "Qui-Gon Jinn")
    act(s, "may", "no")
    assert s.units[qui_gon].shields == 2
    assert s.units[uid(s, TROOPER_NAME)].damage == 0


# --- 01038 Rey, Force Prodigy --------------------------------------------------------------


@rules("SWD-AFTER-01", "SWD-ACTION-02", "SWD-PLAY-05")
def test_rey_grants_an_additional_action_after_an_upgrade_is_played_on_her() -> None:
    s = position(Side(characters=[REY, FINN], hand=[STAFF], resources=2), Side(characters=[KYLO]))
    rey = uid(s, "Rey")
    act(s, "action", "play Rey's Staff")
    act(s, "upgrade-host", "Rey, Force Prodigy")
    assert s.decision().kind == "may"
    assert s.units[uid(s, "Rey's Staff")].host == rey  # the play has resolved first
    act(s, "may", "yes")
    decision = s.decision()
    assert (decision.seat, decision.kind) == (0, "extra-action")
    act(s, "extra-action", "activate Finn")
    assert not s.units[uid(s, "Finn")].ready
    assert (s.decision().seat, s.decision().kind) == (1, "action")


@rules("SWD-TRIGCOND-01", "SWD-ABIL-06")
def test_rey_does_not_trigger_for_an_upgrade_on_another_character_or_when_declined() -> None:
    s = position(Side(characters=[REY, FINN], hand=[STAFF], resources=2), Side(characters=[KYLO]))
    act(s, "action", "play Rey's Staff")
    act(s, "upgrade-host", "Finn")
    assert (s.decision().seat, s.decision().kind) == (1, "action")
    s = position(Side(characters=[REY, FINN], hand=[STAFF], resources=2), Side(characters=[KYLO]))
    act(s, "action", "play Rey's Staff")
    act(s, "upgrade-host", "Rey, Force Prodigy")
    act(s, "may", "no")
    assert (s.decision().seat, s.decision().kind) == (1, "action")


@rules("SWD-SIMUL-01")
def test_rey_and_comlink_triggering_together_are_ordered_by_their_player() -> None:
    s = position(Side(characters=[REY], hand=[COMLINK], resources=2), Side(characters=[KYLO]))
    act(s, "action", "play Comlink")
    act(s, "upgrade-host", "Rey")
    decision = s.decision()
    assert (decision.seat, decision.kind) == (0, "order-triggers")
    assert sorted(labels(s)) == [
        "1: P1 Rey: take one additional action.",
        "2: P1 Comlink: reroll your dice or an opponent's.",
    ]
    act(s, "order-triggers", "Comlink")
    act(s, "may", "no")  # Comlink entered first, so it resolves first
    act(s, "may", "yes")  # then Rey
    assert s.decision().kind == "extra-action"


# --- 01045 Finn, First Order Defector ------------------------------------------------------


@rules("SWD-RESTRICT-02", "SWD-ABIL-03", "SWD-EX-06")
def test_finn_takes_a_colour_restricted_weapon(monkeypatch: pytest.MonkeyPatch) -> None:
    """No Awakenings weapon carries a colour restriction, so one is given a test-only
    "Blue character only" to show Finn's first ability at work."""
    monkeypatch.setitem(SCRIPTS, STAFF, dataclasses.replace(SCRIPTS[STAFF], only="blue"))
    s = position(Side(characters=[FINN, HAN], hand=[STAFF], resources=2), Side(characters=[KYLO]))
    assert host_options(s, "Rey's Staff") == [unit_label(s, uid(s, "Finn"))]
    act(s, "upgrade-host", "Finn")
    assert s.units[uid(s, "Rey's Staff")].host == uid(s, "Finn")


@rules("SWD-RESTRICT-02")
def test_finns_exemption_covers_weapons_only() -> None:
    s = position(Side(characters=[FINN], hand=[FORCE_THROW], resources=3), Side(characters=[KYLO]))
    assert not has_option(s, "play Force Throw")  # blue-only ability: no host
    s = position(
        Side(characters=[FINN, REY], hand=[FORCE_THROW], resources=3), Side(characters=[KYLO])
    )
    assert host_options(s, "Force Throw") == [unit_label(s, uid(s, "Rey"))]


@rules("SWD-DECKB-03", "SWD-DECKB-04", "SWD-ABIL-03")
def test_finns_deck_permission_covers_red_villain_weapons_not_other_red_villain_cards() -> None:
    pool = load_pool()
    deck = load_deck("rey", pool)
    assert RIFLE in deck.deck_codes()
    assert deck_problems(deck, pool) == []  # the red villain F-11D Rifle, thanks to Finn
    cards = tuple((ESCORT, n) if code == "01151" else (code, n) for code, n in deck.cards)
    with_escort = DeckList(
        deck.name, deck.format, deck.battlefield, deck.characters, cards, deck.origin
    )
    problems = deck_problems(with_escort, pool)
    assert problems and all(ESCORT in p.message for p in problems)
    assert {rule for p in problems for rule in p.rules} == {"SWD-DECKB-03", "SWD-DECKB-04"}


# --- 01046 Han Solo, Scoundrel -------------------------------------------------------------


@rules("SWD-AMBUSH-01", "SWD-AFTER-01", "SWD-QUEUE-02")
def test_han_may_gain_a_shield_after_you_play_an_ambush_card() -> None:
    s = position(Side(characters=[HAN], hand=[UNPREDICTABLE]), Side(characters=[KYLO]))
    han = uid(s, "Han Solo")
    act(s, "action", "play Unpredictable")
    assert s.decision().kind == "may"
    assert in_discard(s, 0, UNPREDICTABLE)  # the event has fully resolved first
    act(s, "may", "yes")
    assert s.units[han].shields == 1
    assert (s.decision().seat, s.decision().kind) == (0, "extra-action")  # Ambush


@rules("SWD-TRIGCOND-01", "SWD-ABIL-06")
def test_han_ignores_non_ambush_cards_and_opponents_ambush_cards() -> None:
    s = position(Side(characters=[HAN], hand=[TAKE_COVER]), Side(characters=[KYLO]))
    act(s, "action", "play Take Cover")
    act(s, "choose-character", "Kylo Ren")
    assert (s.decision().seat, s.decision().kind) == (1, "action")
    assert s.units[uid(s, "Han Solo")].shields == 0
    s = position(Side(characters=[HAN]), Side(characters=[KYLO], hand=[UNPREDICTABLE]), turn=1)
    act(s, "action", "play Unpredictable")
    assert (s.decision().seat, s.decision().kind) == (1, "extra-action")
    s = position(Side(characters=[HAN], hand=[UNPREDICTABLE]), Side(characters=[KYLO]))
    act(s, "action", "play Unpredictable")
    act(s, "may", "no")
    assert s.units[uid(s, "Han Solo")].shields == 0


# =========================================================================================
# Upgrades
# =========================================================================================

# --- "(colour) character only" restrictions -----------------------------------------------

RESTRICTED = [
    (IMMOBILIZE, "Immobilize", "blue", 2),
    (CRIME_LORD, "Crime Lord", "yellow", 4),
    (ONE_WITH_FORCE, "One With The Force", "blue", 4),
    (FORCE_THROW, "Force Throw", "blue", 3),
    (MIND_PROBE, "Mind Probe", "blue", 4),
    (SECOND_CHANCE, "Second Chance", "yellow", 3),
]
COLOUR_CHARACTER = {"blue": (REY, "Rey"), "yellow": (HAN, "Han Solo")}


@pytest.mark.parametrize(("code", "name", "colour", "cost"), RESTRICTED)
@rules("SWD-RESTRICT-02", "SWD-RESTRICT-01", "SWD-PLAY-01")
def test_colour_only_upgrade_needs_a_character_of_that_colour(
    code: str, name: str, colour: str, cost: int
) -> None:
    assert script_for(code).only == colour
    s = position(Side(characters=[LEIA], hand=[code], resources=cost), Side(characters=[KYLO]))
    assert not has_option(s, f"play {name}")  # a red team: cannot be played at all
    char_code, title = COLOUR_CHARACTER[colour]
    s = position(
        Side(characters=[LEIA, char_code], hand=[code], resources=cost), Side(characters=[KYLO])
    )
    assert host_options(s, name) == [unit_label(s, uid(s, title))]


UNRESTRICTED = [
    (RIFLE, "F-11D Rifle", 2),
    (GRENADES, "Infantry Grenades", 2),
    (ROBES, "Jedi Robes", 2),
    (STAFF, "Rey's Staff", 2),
    (LIGHTSABER, "Lightsaber", 3),
    (COMLINK, "Comlink", 2),
    (ESCORT, "Personal Escort", 1),
    (HUNKER_DOWN, "Hunker Down", 0),
]


@pytest.mark.parametrize(("code", "name", "cost"), UNRESTRICTED)
@rules("SWD-PLAY-05", "SWD-COST-01")
def test_unrestricted_upgrade_attaches_to_any_of_your_characters(
    code: str, name: str, cost: int
) -> None:
    assert script_for(code).only == ""
    s = position(
        Side(characters=[LEIA, REY, HAN], hand=[code], resources=cost), Side(characters=[KYLO])
    )
    assert len(host_options(s, name)) == 3
    if cost:
        s = position(
            Side(characters=[LEIA], hand=[code], resources=cost - 1), Side(characters=[KYLO])
        )
        assert not has_option(s, f"play {name}")  # its cost must be paid


# --- 01008 F-11D Rifle -----------------------------------------------------------------------


@rules("SWD-SPECABIL-01", "SWD-SPECIAL-01")
def test_rifle_special_makes_the_opponent_split_2_damage_among_their_characters() -> None:
    s = position(
        Side(characters=[FINN], upgrades=[(RIFLE, 0)]),
        Side(characters=[KYLO, STORMTROOPER]),
    )
    put_in_pool(s, uid(s, "F-11D Rifle"), 4)  # special
    resolve_one(s, "special", "F-11D Rifle die")
    decision = s.decision()
    assert (decision.seat, decision.kind) == (1, "distribute-damage")  # the opponent deals
    assert len(labels(s)) == 2 and all("P2" in label for label in labels(s))
    act(s, "distribute-damage", "Kylo Ren")
    act(s, "distribute-damage", TROOPER_NAME)
    assert s.units[uid(s, "Kylo Ren")].damage == 1
    assert s.units[uid(s, TROOPER_NAME)].damage == 1
    assert s.units[uid(s, "Finn")].damage == 0
    assert (s.decision().seat, s.decision().kind) == (1, "action")


@rules("SWD-SPECABIL-01")
def test_rifle_damage_may_all_go_to_one_character() -> None:
    s = position(
        Side(characters=[FINN], upgrades=[(RIFLE, 0)]),
        Side(characters=[KYLO, STORMTROOPER]),
    )
    put_in_pool(s, uid(s, "F-11D Rifle"), 4)
    resolve_one(s, "special", "F-11D Rifle die")
    act(s, "distribute-damage", "Kylo Ren")
    act(s, "distribute-damage", "Kylo Ren")
    assert s.units[uid(s, "Kylo Ren")].damage == 2
    assert s.units[uid(s, TROOPER_NAME)].damage == 0


@rules("SWD-DEFEAT-03", "SWD-EX-22", "SWD-DEFEAT-02")
def test_rifle_damage_may_over_kill_a_character_when_distributed() -> None:
    s = position(
        Side(characters=[FINN], upgrades=[(RIFLE, 0)]),
        Side(characters=[KYLO, STORMTROOPER]),
    )
    set_damage(s, uid(s, TROOPER_NAME), 6)  # 1 health left
    put_in_pool(s, uid(s, "F-11D Rifle"), 4)
    resolve_one(s, "special", "F-11D Rifle die")
    act(s, "distribute-damage", TROOPER_NAME)
    act(s, "distribute-damage", TROOPER_NAME)  # the excess point is allowed, and ignored
    assert s.units[uid(s, "Kylo Ren")].damage == 0
    assert uid(s, "Kylo Ren") in s.characters(1) and len(s.characters(1)) == 1


def _defeat_host_with_redeploy(
    code: str, extra_upgrades: Sequence[tuple[str, int]] = ()
) -> DestinyState:
    """P1's Finn (1 health left) carries ``code``; P2's Stormtrooper 1 ranged defeats him."""
    s = position(
        Side(characters=[FINN, REY], upgrades=[(code, 0), *extra_upgrades]),
        Side(characters=[STORMTROOPER]),
        turn=1,
    )
    set_damage(s, uid(s, "Finn"), 9)
    put_in_pool(s, uid(s, TROOPER_NAME), 0)
    resolve_one(s, "ranged", TROOPER_NAME)
    act(s, "symbol-target", "Finn")
    return s


@rules("SWD-REDEPLOY-01", "SWD-REDEPLOY-02", "SWD-OPEN-02", "SWD-KEYWORD-01")
def test_rifle_redeploys_with_its_die_to_another_character_after_the_defeat() -> None:
    assert "Redeploy" in load_pool().by_code[RIFLE].keywords
    s = position(
        Side(characters=[FINN, REY], upgrades=[(RIFLE, 0)]),
        Side(characters=[STORMTROOPER]),
        turn=1,
    )
    finn, rey, rifle = uid(s, "Finn"), uid(s, "Rey"), uid(s, "F-11D Rifle")
    set_damage(s, finn, 9)
    (rifle_die,) = put_in_pool(s, rifle, 3)  # the upgrade's die is in the pool
    put_in_pool(s, uid(s, TROOPER_NAME), 0)
    resolve_one(s, "ranged", TROOPER_NAME)
    act(s, "symbol-target", "Finn")
    assert not s.units[finn].in_play  # the defeat came first
    decision = s.decision()
    assert (decision.seat, decision.kind) == (0, "redeploy")  # its controller decides
    assert labels(s) == ["discard it instead", unit_label(s, rey)]
    act(s, "redeploy", "Rey")
    assert s.units[rifle].in_play and s.units[rifle].host == rey
    assert not in_discard(s, 0, RIFLE)
    assert s.dice[rifle_die].where == ON_CARD and s.dice[rifle_die].unit == rifle
    assert s.decision().kind == "action"  # Rey's "after you play" did not trigger


@rules("SWD-REDEPLOY-01", "SWD-DEFEAT-01")
def test_redeploy_is_optional_and_a_declined_upgrade_is_discarded() -> None:
    s = _defeat_host_with_redeploy(RIFLE)
    rifle = uid(s, "F-11D Rifle")
    act(s, "redeploy", "discard it instead")
    assert not s.units[rifle].in_play and in_discard(s, 0, RIFLE)


@rules("SWD-DEFEAT-01", "SWD-REDEPLOY-01")
def test_only_redeploy_upgrades_move_the_others_are_discarded_with_the_defeat() -> None:
    s = _defeat_host_with_redeploy(RIFLE, [(COMLINK, 0)])
    assert in_discard(s, 0, COMLINK)
    assert s.decision().kind == "redeploy"


@rules("SWD-REDEPLOY-03", "SWD-UPGRADE-04", "SWD-OPEN-03")
def test_redeploy_onto_a_character_with_three_upgrades_discards_down_to_three() -> None:
    s = _defeat_host_with_redeploy(RIFLE, [(COMLINK, 1), (HUNKER_DOWN, 1), (ROBES, 1)])
    act(s, "redeploy", "Rey")
    decision = s.decision()
    assert (decision.seat, decision.kind) == (0, "discard-upgrade")
    assert len(labels(s)) == 4
    act(s, "discard-upgrade", "Hunker Down")
    assert len(s.upgrades_on(uid(s, "Rey"))) == 3
    assert uid(s, "F-11D Rifle") in s.upgrades_on(uid(s, "Rey"))
    assert in_discard(s, 0, HUNKER_DOWN)


@rules("SWD-REDEPLOY-03")
def test_redeploy_ignores_play_restrictions(monkeypatch: pytest.MonkeyPatch) -> None:
    """No Redeploy upgrade of Awakenings has a restriction: Lightsaber is given a
    test-only "Blue character only" and redeployed from Rey onto (yellow) Han."""
    monkeypatch.setitem(SCRIPTS, LIGHTSABER, dataclasses.replace(SCRIPTS[LIGHTSABER], only="blue"))
    s = position(
        Side(characters=[REY, HAN], upgrades=[(LIGHTSABER, 0)]),
        Side(characters=[STORMTROOPER]),
        turn=1,
    )
    set_damage(s, uid(s, "Rey"), 9)
    put_in_pool(s, uid(s, TROOPER_NAME), 0)
    resolve_one(s, "ranged", TROOPER_NAME)
    act(s, "symbol-target", "Rey")
    act(s, "redeploy", "Han Solo")
    assert s.units[uid(s, "Lightsaber")].host == uid(s, "Han Solo")


# --- 01014 Immobilize ------------------------------------------------------------------------


@rules("SWD-ACTABIL-01", "SWD-CARDACT-01", "SWD-TURN-01", "SWD-REMOVE-01")
def test_immobilize_removes_its_die_to_turn_any_die_to_a_blank() -> None:
    s = position(Side(characters=[KYLO], upgrades=[(IMMOBILIZE, 0)]), Side(characters=[REY + "!"]))
    assert not has_option(s, "use Immobilize")  # its die is not in the pool
    s = position(Side(characters=[KYLO], upgrades=[(IMMOBILIZE, 0)]), Side(characters=[REY + "!"]))
    immobilize = uid(s, "Immobilize")
    (imm_die,) = put_in_pool(s, immobilize, 1)
    rey_die, _ = put_in_pool(s, uid(s, "Rey"), 0, 3)
    act(s, "action", "use Immobilize")
    assert s.dice[imm_die].where == ON_CARD  # the cost: its die is removed
    assert s.decision().kind == "choose-die"
    act(s, "choose-die", "showing 1 melee")
    assert labels(s) == ["side 6: blank"]  # only a blank side
    act(s, "turn-die", "blank")
    assert s.dice[rey_die].face.symbol == "blank" and s.dice[rey_die].where == IN_POOL
    assert (s.decision().seat, s.decision().kind) == (1, "action")


@rules("SWD-TURN-02")
def test_immobilize_may_turn_a_blank_to_its_other_identical_blank_face() -> None:
    s = position(
        Side(characters=[KYLO], upgrades=[(IMMOBILIZE, 0)]), Side(characters=[STORMTROOPER])
    )
    put_in_pool(s, uid(s, "Immobilize"), 1)
    (trooper_die,) = put_in_pool(s, uid(s, TROOPER_NAME), 4)  # blank (sides 5 and 6)
    act(s, "action", "use Immobilize")
    act(s, "choose-die", TROOPER_NAME)
    assert labels(s) == ["side 6: blank"]
    act(s, "turn-die", "blank")
    assert s.dice[trooper_die].side == 5


# --- 01017 Infantry Grenades -----------------------------------------------------------------


@rules("SWD-SPECABIL-01", "SWD-SHIELD-01", "SWD-DIELEAVE-01")
def test_grenades_deal_2_to_each_opponent_character_then_discard_themselves() -> None:
    s = position(
        Side(characters=[STORMTROOPER], upgrades=[(GRENADES, 0)]),
        Side(characters=[REY, FINN]),
    )
    grenades = uid(s, "Infantry Grenades")
    set_shields(s, uid(s, "Finn"), 1)
    (die,) = put_in_pool(s, grenades, 3)  # special
    resolve_one(s, "special", "Infantry Grenades die")
    assert s.units[uid(s, "Rey")].damage == 2
    assert s.units[uid(s, "Finn")].damage == 1 and s.units[uid(s, "Finn")].shields == 0
    assert s.units[uid(s, TROOPER_NAME)].damage == 0  # only the opponent's characters
    assert not s.units[grenades].in_play and in_discard(s, 0, GRENADES)
    assert s.dice[die].where == SET_ASIDE


# --- 01023 Crime Lord ------------------------------------------------------------------------


def _end_round(s: DestinyState) -> None:
    """Both players pass; the upkeep runs (empty hands: nothing to choose)."""
    while s.decision().kind == "action" and s.round == 1:
        act(s, "action", "pass")


@rules("SWD-DELAYED-01", "SWD-EX-14", "SWD-SPECABIL-01")
def test_crime_lord_spends_5_so_the_chosen_character_is_defeated_after_the_round() -> None:
    s = position(
        Side(characters=[HAN], upgrades=[(CRIME_LORD, 0)], resources=6, deck=[TAKE_COVER] * 8),
        Side(characters=[REY, FINN], deck=[TAKE_COVER] * 8),
    )
    rey = uid(s, "Rey")
    put_in_pool(s, uid(s, "Crime Lord"), 4)  # special
    resolve_one(s, "special", "Crime Lord die")
    assert s.resources[0] == 1  # spent 5
    act(s, "choose-character", "Rey")
    assert s.units[rey].in_play and s.units[rey].damage == 0  # not yet
    assert s.decision().seat == 1
    _end_round(s)
    assert s.round == 2
    assert not s.units[rey].in_play
    assert s.characters(1) == [uid(s, "Finn")]
    assert s.winner == -1


@rules("SWD-DELAYED-01")
def test_crime_lord_with_fewer_than_5_resources_has_no_effect() -> None:
    s = position(
        Side(characters=[HAN], upgrades=[(CRIME_LORD, 0)], resources=4),
        Side(characters=[REY, FINN]),
    )
    put_in_pool(s, uid(s, "Crime Lord"), 5)  # the other special face
    resolve_one(s, "special", "Crime Lord die")
    assert s.resources[0] == 4
    assert s.delayed == []
    assert (s.decision().seat, s.decision().kind) == (1, "action")


# --- 01040 Jedi Robes ------------------------------------------------------------------------


@pytest.mark.parametrize(("round_", "shields"), [(1, 2), (2, 1)])
@rules("SWD-AFTER-01", "SWD-PLAY-05")
def test_jedi_robes_give_1_shield_or_2_in_the_first_round(round_: int, shields: int) -> None:
    s = position(
        Side(characters=[LEIA], hand=[ROBES], resources=2), Side(characters=[KYLO]), round=round_
    )
    act(s, "action", "play Jedi Robes")
    act(s, "upgrade-host", "Leia Organa")
    assert s.units[uid(s, "Leia Organa")].shields == shields  # mandatory: no "may"
    assert (s.decision().seat, s.decision().kind) == (1, "action")


@rules("SWD-BEFORE-01")
def test_jedi_robes_shields_let_qui_gon_trigger() -> None:
    s = position(Side(characters=[QUI_GON], hand=[ROBES], resources=2), Side(characters=[KYLO]))
    qui_gon = uid(s, "Qui-Gon Jinn")
    set_shields(s, qui_gon, 1)
    act(s, "action", "play Jedi Robes")
    act(s, "upgrade-host", "Qui-Gon")
    act(s, "may", "yes")
    act(s, "choose-character", "Kylo Ren")
    assert s.units[uid(s, "Kylo Ren")].damage == 1
    assert s.units[qui_gon].shields == 2  # 1 - 1 + 2 (first round)


# --- 01042 One With The Force ----------------------------------------------------------------


@rules("SWD-EX-11", "SWD-BEFORE-01", "SWD-DEFEAT-01")
def test_one_with_the_force_becomes_a_ready_support_before_its_character_is_defeated() -> None:
    s = position(
        Side(characters=[REY, FINN], upgrades=[(ONE_WITH_FORCE, 0)]),
        Side(characters=[STORMTROOPER]),
        turn=1,
    )
    rey, owtf = uid(s, "Rey"), uid(s, "One With The Force")
    set_damage(s, rey, 9)
    set_ready(s, owtf, False)
    put_in_pool(s, uid(s, TROOPER_NAME), 0)
    resolve_one(s, "ranged", TROOPER_NAME)
    act(s, "symbol-target", "Rey")
    assert not s.units[rey].in_play
    unit = s.units[owtf]
    assert unit.in_play and unit.kind == SUPPORT and unit.host == -1
    assert unit.ready  # it starts ready
    assert not in_discard(s, 0, ONE_WITH_FORCE)
    (die,) = dice_of(s, owtf)
    assert s.dice[die].where == ON_CARD
    # It is now a support with a die: P1 can activate it.
    decision = s.decision()
    assert (decision.seat, decision.kind) == (0, "action")
    act(s, "action", "activate One With The Force")
    assert s.dice[die].where == IN_POOL and not s.units[owtf].ready


@rules("SWD-DEFEAT-01")
def test_one_with_the_force_stays_an_upgrade_while_its_character_lives() -> None:
    s = position(
        Side(characters=[REY], upgrades=[(ONE_WITH_FORCE, 0)]),
        Side(characters=[STORMTROOPER]),
        turn=1,
    )
    put_in_pool(s, uid(s, TROOPER_NAME), 1)
    resolve_one(s, "ranged", TROOPER_NAME)
    act(s, "symbol-target", "Rey")
    assert s.units[uid(s, "Rey")].damage == 2
    assert s.units[uid(s, "One With The Force")].kind == UPGRADE


# --- 01044 Rey's Staff -----------------------------------------------------------------------


@rules("SWD-SPECABIL-01", "SWD-REMOVE-01", "SWD-SHOWING-03", "SWD-REMOVE-03")
def test_reys_staff_removes_a_die_showing_damage() -> None:
    s = position(
        Side(characters=[REY], upgrades=[(STAFF, 0)]),
        Side(characters=[KYLO + "!"], upgrades=[(RIFLE, 0)]),
    )
    put_in_pool(s, uid(s, "Rey's Staff"), 4)  # special
    melee, shield = put_in_pool(s, uid(s, "Kylo Ren"), 0, 2)  # 1 melee, 1 shield
    (rifle_die,) = put_in_pool(s, uid(s, "F-11D Rifle"), 2)  # +2 ranged (a modifier)
    resolve_one(s, "special", "Rey's Staff die")
    options = labels(s)
    assert len(options) == 2  # melee and the +2 ranged modifier; not the shield
    assert any("showing 1 melee" in o for o in options)
    assert any("showing +2 ranged" in o for o in options)
    act(s, "choose-die", "showing 1 melee")
    assert s.dice[melee].where == ON_CARD
    assert s.dice[shield].where == IN_POOL and s.dice[rifle_die].where == IN_POOL


@rules("SWD-UNIQUE-04", "SWD-UNIQUE-05")
def test_reys_staff_is_unique_per_player() -> None:
    s = position(
        Side(characters=[REY, FINN], upgrades=[(STAFF, 0)], hand=[STAFF], resources=2),
        Side(characters=[KYLO]),
    )
    assert not has_option(s, "play Rey's Staff")
    s = position(
        Side(characters=[REY, FINN], hand=[STAFF], resources=2),
        Side(characters=[HAN], upgrades=[(STAFF, 0)]),
    )
    assert has_option(s, "play Rey's Staff")  # the opponent's copy does not count


# --- 01057 Force Throw -----------------------------------------------------------------------


@rules("SWD-SPECABIL-01", "SWD-REMOVE-01", "SWD-VALUE-01")
def test_force_throw_removes_a_die_to_deal_its_value() -> None:
    s = position(
        Side(characters=[REY], upgrades=[(FORCE_THROW, 0)]),
        Side(characters=[KYLO, STORMTROOPER]),
    )
    put_in_pool(s, uid(s, "Force Throw"), 3)  # special
    (trooper_die,) = put_in_pool(s, uid(s, TROOPER_NAME), 1)  # 2 ranged
    resolve_one(s, "special", "Force Throw die")
    act(s, "choose-die", TROOPER_NAME)
    assert s.dice[trooper_die].where == ON_CARD
    act(s, "choose-character", "Kylo Ren")
    assert s.units[uid(s, "Kylo Ren")].damage == 2


@rules("SWD-VALUE-02", "SWD-BLANK-01")
def test_force_throw_on_a_blank_die_deals_0() -> None:
    s = position(
        Side(characters=[REY], upgrades=[(FORCE_THROW, 0)]),
        Side(characters=[KYLO, STORMTROOPER]),
    )
    put_in_pool(s, uid(s, "Force Throw"), 4)  # the other special face
    (trooper_die,) = put_in_pool(s, uid(s, TROOPER_NAME), 4)  # blank
    resolve_one(s, "special", "Force Throw die")
    act(s, "choose-die", TROOPER_NAME)
    act(s, "choose-character", "Kylo Ren")
    assert s.dice[trooper_die].where == ON_CARD
    assert s.units[uid(s, "Kylo Ren")].damage == 0


# --- 01059 Lightsaber ------------------------------------------------------------------------


@rules("SWD-DAMAGE-03", "SWD-UNBLOCK-01", "SWD-SPECABIL-01")
def test_lightsaber_special_deals_2_unblockable_damage() -> None:
    s = position(
        Side(characters=[REY], upgrades=[(LIGHTSABER, 0)]), Side(characters=[STORMTROOPER])
    )
    trooper = uid(s, TROOPER_NAME)
    set_shields(s, trooper, 2)
    put_in_pool(s, uid(s, "Lightsaber"), 4)  # special
    resolve_one(s, "special", "Lightsaber die")
    act(s, "choose-character", TROOPER_NAME)
    assert s.units[trooper].damage == 2
    assert s.units[trooper].shields == 2  # the shields stay


@rules("SWD-REDEPLOY-01", "SWD-REDEPLOY-02")
def test_lightsaber_has_redeploy() -> None:
    assert "Redeploy" in load_pool().by_code[LIGHTSABER].keywords
    s = _defeat_host_with_redeploy(LIGHTSABER)
    act(s, "redeploy", "Rey")
    assert s.units[uid(s, "Lightsaber")].host == uid(s, "Rey")
    (die,) = dice_of(s, uid(s, "Lightsaber"))
    assert s.dice[die].where == ON_CARD


# --- 01060 Mind Probe ------------------------------------------------------------------------


@rules("SWD-SPECABIL-01")
def test_mind_probe_deals_1_damage_per_card_in_the_opponents_hand() -> None:
    s = position(
        Side(characters=[REY], upgrades=[(MIND_PROBE, 0)], hand=[TAKE_COVER]),
        Side(characters=[KYLO], hand=[TAKE_COVER, SCAVENGE, UNPREDICTABLE]),
    )
    put_in_pool(s, uid(s, "Mind Probe"), 3)  # special
    resolve_one(s, "special", "Mind Probe die")
    assert labels(s) == [unit_label(s, uid(s, "Kylo Ren"))]  # an opponent's character
    act(s, "choose-character", "Kylo Ren")
    assert s.units[uid(s, "Kylo Ren")].damage == 3
    assert len(s.hand[1]) == 3


# --- 01061 Comlink ---------------------------------------------------------------------------


@rules("SWD-EX-12", "SWD-AFTER-01", "SWD-QUEUE-01", "SWD-QUEUE-02")
def test_comlink_after_play_rerolls_chosen_opponent_dice() -> None:
    s = position(
        Side(characters=[LEIA], hand=[COMLINK], resources=2), Side(characters=[KYLO + "!"])
    )
    (leia_die,) = put_in_pool(s, uid(s, "Leia Organa"), 5)
    kylo_a, kylo_b = put_in_pool(s, uid(s, "Kylo Ren"), 5, 5)
    act(s, "action", "play Comlink")
    act(s, "upgrade-host", "Leia Organa")
    assert s.decision().kind == "may"
    # The play has completely resolved: paid, attached, out of the hand.
    assert s.resources[0] == 0 and s.hand[0] == []
    assert s.units[uid(s, "Comlink")].host == uid(s, "Leia Organa")
    act(s, "may", "yes")
    assert sorted(labels(s)) == ["reroll an opponent's dice", "reroll your dice"]
    act(s, "comlink", "opponent")
    options = labels(s)
    assert len(options) == 3 and all("Kylo Ren die" in o for o in options[1:])
    act(s, "pick-dice", f"#{kylo_a},")
    act(s, "pick-dice", "done")
    rerolled = [t for t in log(s) if "is rerolled" in t]
    assert rerolled and all("Kylo Ren die" in t for t in rerolled) and len(rerolled) == 1
    assert s.dice[kylo_b].side == 5 and s.dice[leia_die].side == 5


@rules("SWD-TARGET-04")
def test_comlink_may_reroll_zero_of_your_own_dice() -> None:
    s = position(Side(characters=[LEIA], hand=[COMLINK], resources=2), Side(characters=[KYLO]))
    (leia_die,) = put_in_pool(s, uid(s, "Leia Organa"), 5)
    act(s, "action", "play Comlink")
    act(s, "upgrade-host", "Leia Organa")
    act(s, "may", "yes")
    act(s, "comlink", "your dice")
    assert labels(s) == ["done", die_label(s, leia_die)]
    act(s, "pick-dice", "done")
    assert not any("is rerolled" in t for t in log(s))
    assert (s.decision().seat, s.decision().kind) == (1, "action")


# --- 01078 Personal Escort -------------------------------------------------------------------


def _escort(upgrades: list[tuple[str, int]], rey_side: int) -> tuple[DestinyState, int]:
    s = position(Side(characters=[REY]), Side(characters=[STORMTROOPER], upgrades=upgrades), turn=1)
    (rey_die,) = put_in_pool(s, uid(s, "Rey"), rey_side)
    return s, rey_die


@rules("SWD-EX-08", "SWD-PERSIST-01", "SWD-GUARDIAN-01", "SWD-KEYWORD-02")
def test_personal_escort_gives_guardian_the_host_takes_the_hit_then_activates() -> None:
    s, rey_die = _escort([(ESCORT, 0)], 0)  # Rey's die: 1 melee
    trooper = uid(s, TROOPER_NAME)
    act(s, "action", f"activate {TROOPER_NAME}")
    decision = s.decision()
    assert (decision.seat, decision.kind) == (1, "guardian")  # its owner decides
    assert s.units[trooper].ready  # before the activation
    act(s, "guardian", "Rey")
    assert s.dice[rey_die].where == ON_CARD  # removed from the opponent's pool
    assert s.units[trooper].damage == 1
    assert not s.units[trooper].ready and s.pool(1)  # then it activates


@rules("SWD-KEYWORD-02")
def test_two_personal_escorts_still_give_a_single_guardian() -> None:
    s, _ = _escort([(ESCORT, 0), (ESCORT, 0)], 0)
    act(s, "action", f"activate {TROOPER_NAME}")
    act(s, "guardian", "Rey")
    assert s.units[uid(s, TROOPER_NAME)].damage == 1
    assert (s.decision().seat, s.decision().kind) == (0, "action")  # asked once only


@rules("SWD-GUARDIAN-02", "SWD-REMOVE-03")
def test_guardian_can_take_a_modifier_damage_die() -> None:
    s, rey_die = _escort([(ESCORT, 0)], 1)  # +2 melee
    act(s, "action", f"activate {TROOPER_NAME}")
    act(s, "guardian", "showing +2 melee")
    assert s.dice[rey_die].where == ON_CARD  # removed although it cannot be resolved alone
    assert s.units[uid(s, TROOPER_NAME)].damage == 2


@rules("SWD-GUARDIAN-01", "SWD-PERSIST-01")
def test_without_escort_there_is_no_guardian_and_guardian_is_optional() -> None:
    s, rey_die = _escort([], 0)
    act(s, "action", f"activate {TROOPER_NAME}")
    assert (s.decision().seat, s.decision().kind) == (0, "action")
    s, rey_die = _escort([(ESCORT, 0)], 0)
    act(s, "action", f"activate {TROOPER_NAME}")
    act(s, "guardian", "no Guardian")
    assert s.dice[rey_die].where == IN_POOL
    assert s.units[uid(s, TROOPER_NAME)].damage == 0


# --- 01137 Second Chance ---------------------------------------------------------------------


@rules("SWD-EX-15", "SWD-REPLACE-01", "SWD-REPLACE-02", "SWD-REPLACE-03", "SWD-HEAL-01")
def test_second_chance_heals_5_instead_of_the_defeat_and_is_discarded() -> None:
    s = position(
        Side(characters=[HAN], upgrades=[(SECOND_CHANCE, 0), (LIGHTSABER, 0)]),
        Side(characters=[STORMTROOPER]),
        turn=1,
    )
    han = uid(s, "Han Solo")
    set_damage(s, han, 8)  # 2 health left
    put_in_pool(s, uid(s, TROOPER_NAME), 1)  # 2 ranged
    resolve_one(s, "ranged", TROOPER_NAME)
    act(s, "symbol-target", "Han Solo")
    assert s.units[han].in_play and s.units[han].damage == 5
    assert in_discard(s, 0, SECOND_CHANCE)
    # Never defeated: the Redeploy upgrade does not move, no one wins.
    assert s.units[uid(s, "Lightsaber")].host == han
    assert s.winner == -1 and s.saved == []
    assert (s.decision().seat, s.decision().kind) == (0, "action")


@rules("SWD-HEAL-02", "SWD-REPLACE-03")
def test_second_chance_saves_from_a_delayed_defeat_healing_what_it_can() -> None:
    s = position(
        Side(characters=[HAN], upgrades=[(CRIME_LORD, 0)], resources=5, deck=[TAKE_COVER] * 8),
        Side(characters=[FINN], upgrades=[(SECOND_CHANCE, 0)], deck=[TAKE_COVER] * 8),
    )
    finn = uid(s, "Finn")
    set_damage(s, finn, 2)
    put_in_pool(s, uid(s, "Crime Lord"), 4)
    resolve_one(s, "special", "Crime Lord die")
    act(s, "choose-character", "Finn")
    _end_round(s)
    assert s.units[finn].in_play and s.units[finn].damage == 0  # healed 2 of 5
    assert in_discard(s, 1, SECOND_CHANCE)
    assert s.winner == -1


# --- 01164 Hunker Down -----------------------------------------------------------------------


def _hunker(shields: int, side: int, attacker: str = QUI_GON) -> DestinyState:
    """P1's Han with Hunker Down and ``shields``; P2's attacker's die shows ``side``."""
    s = position(
        Side(characters=[HAN], upgrades=[(HUNKER_DOWN, 0)]), Side(characters=[attacker]), turn=1
    )
    set_shields(s, uid(s, "Han Solo"), shields)
    put_in_pool(s, s.characters(1)[0], side)
    return s


@rules("SWD-EX-20", "SWD-TAKEDMG-01", "SWD-TAKEDMG-02", "SWD-SHIELD-02")
def test_hunker_down_stays_when_shields_block_all_the_melee_damage() -> None:
    s = _hunker(2, 1)  # Qui-Gon: 2 melee
    resolve_one(s, "melee", "Qui-Gon")
    act(s, "symbol-target", "Han Solo")
    han = s.units[uid(s, "Han Solo")]
    assert han.shields == 0 and han.damage == 0
    assert s.units[uid(s, "Hunker Down")].in_play


@rules("SWD-EX-20", "SWD-TAKEDMG-01")
def test_hunker_down_is_discarded_when_its_character_takes_melee_damage() -> None:
    s = _hunker(1, 1)
    hunker = uid(s, "Hunker Down")
    resolve_one(s, "melee", "Qui-Gon")
    act(s, "symbol-target", "Han Solo")
    assert s.units[uid(s, "Han Solo")].damage == 1
    assert not s.units[hunker].in_play and in_discard(s, 0, HUNKER_DOWN)


@rules("SWD-TAKEDMG-01")
def test_hunker_down_ignores_ranged_damage() -> None:
    s = _hunker(0, 1, STORMTROOPER)  # 2 ranged
    resolve_one(s, "ranged", TROOPER_NAME)
    act(s, "symbol-target", "Han Solo")
    assert s.units[uid(s, "Han Solo")].damage == 2
    assert s.units[uid(s, "Hunker Down")].in_play


@rules("SWD-ACTABIL-01", "SWD-EXHAUST-02", "SWD-READY-03")
def test_hunker_down_action_exhausts_it_to_give_1_shield() -> None:
    s = position(Side(characters=[HAN, LEIA], upgrades=[(HUNKER_DOWN, 0)]), Side(characters=[KYLO]))
    hunker = uid(s, "Hunker Down")
    act(s, "action", "use Hunker Down")
    assert s.units[uid(s, "Han Solo")].shields == 1
    assert s.units[uid(s, "Leia Organa")].shields == 0
    assert not s.units[hunker].ready
    act(s, "action", "pass")  # P2
    assert s.decision().seat == 0
    assert not has_option(s, "use Hunker Down")  # exhausted: not again
