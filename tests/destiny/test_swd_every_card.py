"""Every card's script does something: each card with an ability is played in a
position where it matters, and the game must end up different when the card's script
is replaced by an empty one (checked mechanically for every card in the data).

Most cards are played the same way (an event is played, a die's special is resolved,
a card's action is used, a battlefield is claimed) from one rich default position;
the rest (triggered and persistent abilities) have a short demo of their own. After
the scripted answers, every further question is answered with its last option (a
target, "yes"), until the next player's action.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

import pytest
from swd_helpers import Side, act, game, position, put_in_pool, uid

from rulebound.games.destiny.abilities import NO_SCRIPT, SCRIPTS, Script
from rulebound.games.destiny.position import script_rolls, set_ready
from rulebound.games.destiny.state import DestinyState

REY, FINN, REBEL_TROOPER = "01038", "01045", "01030"
KYLO, TROOPER, TUSKEN = "01011", "01002", "01022"
EVENTS = ["01157", "01084", "01151"]  # Take Cover, Intimidate, Aim: cheap events


def default_sides(**p1: object) -> tuple[Side, Side]:
    """P1: Rey (blue), Finn (yellow), a Rebel Trooper (red); P2: Kylo Ren (blue), a
    Stormtrooper (red), a Tusken Raider (yellow). Damage, shields, hands, decks, discard
    piles and resources on both sides, so most abilities have something to act on."""
    mine = Side(
        characters=[REY, FINN, REBEL_TROOPER],
        damage=[2, 0, 1],
        hand=list(EVENTS),
        deck=["01157"] * 6,
        discard=["01149", "01153"],
        resources=6,
        battlefield="01168",
    )
    for key, value in p1.items():
        setattr(mine, key, value)
    theirs = Side(
        characters=[KYLO, TROOPER, TUSKEN],
        damage=[1, 0, 0],
        shields=[2, 1, 0],
        supports=["01101"],
        upgrades=[("01059", 0)],
        hand=["01157", "01084", "01092", "01059"],
        deck=["01157"] * 6,
        discard=["01084"],
        resources=4,
        battlefield="01171",
    )
    return mine, theirs


def with_pool(
    s: DestinyState, mine: tuple[int, ...] = (0, 1, 5), theirs: tuple[int, ...] = (0, 4, 0)
) -> DestinyState:
    """Dice in both pools: P1's characters show ``mine`` (Rey 1 melee, Finn 2 ranged,
    the Trooper a blank); Kylo 1 melee, the Stormtrooper a blank, the Tusken 1 ranged.
    Every later roll of a die shows its fourth face (so a reroll always changes it);
    a random pick takes the first card."""
    for seat, sides in ((0, mine), (1, theirs)):
        for u, side in zip(s.characters(seat), sides, strict=False):
            put_in_pool(s, u, side)
    script_rolls(s, *([0] * 20), dice={d.id: [3] * 9 for d in s.dice})
    return s


def observe(s: DestinyState) -> tuple[object, ...]:
    """Everything a card could change: cards in play, dice, resources, zones."""
    return (
        tuple(
            (u.in_play, u.kind, u.controller, u.host, u.ready, u.damage, u.shields) for u in s.units
        ),
        tuple((d.where, d.side if d.where == 1 else -1, d.unit) for d in s.dice),
        tuple(s.resources),
        tuple(tuple(z) for z in (*s.hand, *s.deck, *s.discard)),
        tuple(s.extra),
        s.winner,
        s.decision().kind,
        s.decision().seat,
    )


def settle(s: DestinyState, limit: int = 60) -> None:
    """Answer every question with its last option until a player's next action (the
    card's owner first declines any additional action it was given)."""
    for _ in range(limit):
        if s.is_terminal():
            return
        d = s.decision()
        if d.kind in ("action", "extra-action"):
            return
        s.apply_action(d.options[-1])
    raise AssertionError("the ability did not finish")


# --- the generic ways of using a card ----------------------------------------------------


def play_event(
    code: str,
    *answers: tuple[str, str],
    pool: tuple[int, ...] = (0, 1, 5),
    theirs: tuple[int, ...] = (0, 4, 0),
    extra: tuple[str, ...] = (),
    **p1: object,
) -> Demo:
    def demo() -> tuple[object, ...]:
        hand = [code, *EVENTS, *extra]
        s = with_pool(position(*default_sides(hand=hand, **p1)), pool, theirs)
        act(s, "action", f"play {game().pool.by_code[code].name}")
        for kind, text in answers:
            act(s, kind, text)
        settle(s)
        return observe(s)

    return demo


def resolve_special(code: str, pool: tuple[int, ...] = (0, 1, 5), **p1: object) -> Demo:
    card = game().pool.by_code[code]
    special = next(k for k, f in enumerate(card.die) if f.symbol == "special")

    def demo() -> tuple[object, ...]:
        if card.type == "character":
            s = position(*default_sides(characters=[code, FINN, REBEL_TROOPER], **p1))
        elif card.type == "support":
            s = position(*default_sides(supports=[code], **p1))
        else:
            only = SCRIPTS[code].only
            host = {"blue": 0, "yellow": 1, "red": 2}.get(only, 0)
            s = position(*default_sides(upgrades=[(code, host)], **p1))
        with_pool(s, pool)
        mine = next(u.uid for u in s.units if u.card == card.index and u.controller == 0)
        put_in_pool(s, mine, special)
        act(s, "action", "resolve dice showing special")
        act(s, "resolve-die", f"{card.name} die")
        if s.decision().kind == "add-modifier":
            act(s, "add-modifier", "done")
        settle(s)
        return observe(s)

    return demo


def use_action(code: str, **p1: object) -> Demo:
    card = game().pool.by_code[code]

    def demo() -> tuple[object, ...]:
        if card.type == "character":
            s = position(*default_sides(characters=[code, FINN, REBEL_TROOPER], **p1))
        elif card.type == "support":
            s = position(*default_sides(supports=[code], **p1))
        else:
            s = position(*default_sides(upgrades=[(code, 0)], **p1))
        with_pool(s)
        mine = next(u.uid for u in s.units if u.card == card.index and u.controller == 0)
        if card.has_die:
            put_in_pool(s, mine, 0)
        act(s, "action", f"use {card.title}")
        settle(s)
        return observe(s)

    return demo


def claim(code: str, **p1: object) -> Demo:
    def demo() -> tuple[object, ...]:
        s = with_pool(position(*default_sides(battlefield=code, upgrades=[("01061", 0)], **p1)))
        act(s, "action", "claim")
        act(s, "may", "yes")
        settle(s)
        return observe(s)

    return demo


Demo = Callable[[], tuple[object, ...]]


# --- triggered and persistent abilities: one demo each -------------------------------------


def custom(p1: Side, p2: Side, *answers: tuple[str, str], **kwargs: object) -> Demo:
    """Build, put every character die in its pool showing its first face (none for
    characters listed in ``kwargs["idle"]``), answer, then settle."""
    idle = kwargs.pop("idle", ())

    def demo() -> tuple[object, ...]:
        s = position(p1, p2, **kwargs)  # type: ignore[arg-type]
        for u in list(s.units):
            if u.kind == "character" and s.cards[u.card].name not in idle:  # type: ignore[operator]
                put_in_pool(s, u.uid, 0)
        script_rolls(s, *([0] * 20), dice={d.id: [3] * 9 for d in s.dice})
        for kind, text in answers:
            act(s, kind, text)
        settle(s)
        return observe(s)

    return demo


def _flank() -> tuple[object, ...]:
    s = with_pool(position(*default_sides(hand=["01156"])))
    set_ready(s, uid(s, "Kylo Ren"), False)
    act(s, "action", "play Flank")
    settle(s)
    return observe(s)


def _scum() -> tuple[object, ...]:
    """My Kind of Scum: Han Solo's 2 disrupt takes 2 resources; the support gains 2."""
    s = position(
        Side(characters=["01046"], supports=["01100"], hand=HAND, deck=DECK),
        Side(characters=[KYLO], hand=HAND, deck=DECK, resources=4),
    )
    put_in_pool(s, uid(s, "Han Solo"), 2)
    act(s, "action", "resolve dice showing disrupt")
    act(s, "resolve-die", "Han Solo die")
    settle(s)
    return observe(s)


def _finn() -> tuple[object, ...]:
    """Finn takes any weapon: here a Lightsaber made Blue-only for the test."""
    saber = SCRIPTS["01059"]
    SCRIPTS["01059"] = replace(saber, only="blue")
    try:
        return custom(
            Side(characters=[FINN], hand=["01059"], deck=DECK, resources=3),
            Side(characters=[KYLO], hand=HAND, deck=DECK),
            ("action", "play Lightsaber"),
        )()
    finally:
        SCRIPTS["01059"] = saber


def _with_die(p1: Side, p2: Side, card: str, face: int, *answers: tuple[str, str]) -> Demo:
    """A card of P1's (a support or upgrade) with its die in the pool showing ``face``."""

    def demo() -> tuple[object, ...]:
        s = position(p1, p2)
        mine = next(u.uid for u in s.units if s.cards[u.card].code == card)
        put_in_pool(s, mine, face)
        script_rolls(s, *([0] * 20), dice={d.id: [3] * 9 for d in s.dice})
        for kind, text in answers:
            act(s, kind, text)
        settle(s)
        return observe(s)

    return demo


HAND = ["01157", "01084"]
DECK = ["01157"] * 6
CUSTOM: dict[str, Demo] = {
    "01001": custom(  # Captain Phasma: the Stormtrooper guards
        Side(characters=[REY], hand=HAND, deck=DECK),
        Side(characters=["01001", TROOPER], hand=HAND, deck=DECK),
        ("action", "pass"),
        ("action", "activate First Order Stormtrooper"),
        idle=("First Order Stormtrooper", "Captain Phasma"),
    ),
    "01010": custom(  # Darth Vader: the opponent discards after he activates
        Side(characters=["01010"], hand=HAND, deck=DECK),
        Side(characters=[REY], hand=HAND, deck=DECK),
        ("action", "activate Darth Vader"),
        idle=("Darth Vader",),
    ),
    "01021": custom(  # Jango Fett: activates after an opponent's character does
        Side(characters=[REY], hand=HAND, deck=DECK),
        Side(characters=["01021"], hand=HAND, deck=DECK),
        ("action", "activate Rey"),
        idle=("Rey", "Jango Fett"),
    ),
    "01022": custom(  # Tusken Raider: discard to resolve one of his dice
        Side(characters=[TUSKEN], hand=HAND, deck=DECK),
        Side(characters=[KYLO], hand=HAND, deck=DECK),
        ("action", "activate Tusken Raider"),
        idle=("Tusken Raider",),
    ),
    "01037": custom(  # Qui-Gon Jinn: a shield becomes 1 damage
        Side(characters=["01037"], shields=[1], hand=["01157"], deck=DECK),
        Side(characters=[KYLO], hand=HAND, deck=DECK),
        ("action", "play Take Cover"),
        ("choose-character", "Qui-Gon"),
    ),
    "01038": custom(  # Rey: an additional action after an upgrade is played on her
        Side(characters=[REY], hand=["01059"], deck=DECK, resources=3),
        Side(characters=[KYLO], hand=HAND, deck=DECK),
        ("action", "play Lightsaber"),
    ),
    "01045": _finn,
    "01046": custom(  # Han Solo: a shield after an Ambush card
        Side(characters=["01046"], hand=["01162"], deck=DECK),
        Side(characters=[KYLO], hand=HAND, deck=DECK),
        ("action", "play Unpredictable"),
    ),
    "01040": custom(  # Jedi Robes: shields when played
        Side(characters=[REY], hand=["01040"], deck=DECK, resources=3),
        Side(characters=[KYLO], hand=HAND, deck=DECK),
        ("action", "play Jedi Robes"),
    ),
    "01042": custom(  # One With The Force: a support when its character falls
        Side(characters=[REY, FINN], damage=[9], upgrades=[("01042", 0)], hand=["01081"]),
        Side(characters=[KYLO], hand=HAND, deck=DECK),
        ("action", "play Enrage"),
        ("choose-character", "Rey"),
    ),
    "01061": custom(  # Comlink: a reroll when played
        Side(characters=[REY], hand=["01061"], deck=DECK, resources=3),
        Side(characters=[KYLO], hand=HAND, deck=DECK),
        ("action", "play Comlink"),
    ),
    "01078": custom(  # Personal Escort: its character guards
        Side(characters=[REY], hand=HAND, deck=DECK),
        Side(characters=[TROOPER], upgrades=[("01078", 0)], hand=HAND, deck=DECK),
        ("action", "pass"),
        ("action", "activate First Order Stormtrooper"),
        idle=("First Order Stormtrooper",),
    ),
    "01137": custom(  # Second Chance: heal 5 instead of the defeat
        Side(characters=[REY, FINN], damage=[0, 9], upgrades=[("01137", 1)], hand=HAND),
        Side(characters=[KYLO], hand=HAND, deck=DECK),
        ("action", "resolve dice showing melee"),
        ("resolve-die", "Rey die"),
        ("symbol-target", "Finn"),
        idle=("Finn",),
    ),
    "01088": custom(  # Emperor's Favor: hand size 6 at upkeep
        Side(characters=[REY], supports=["01088"], deck=DECK * 2),
        Side(characters=[KYLO], hand=HAND, deck=DECK),
        ("action", "pass"),
        passes=1,
    ),
    "01150": custom(  # It Binds All Things: a blue upgrade 1 cheaper
        Side(characters=[REY], supports=["01150"], hand=["01059"], resources=2, deck=DECK),
        Side(characters=[KYLO], hand=HAND, deck=DECK),
        ("action", "play Lightsaber"),
    ),
    "01019": custom(  # Bala-Tik: readies after an opponent's character is defeated
        Side(characters=["01019", FINN], exhausted=["01019"], hand=HAND, deck=DECK),
        Side(characters=[TROOPER, KYLO], damage=[6], hand=HAND, deck=DECK),
        ("action", "resolve dice showing ranged"),
        ("resolve-die", "Finn die"),
        ("symbol-target", "First Order Stormtrooper"),
        idle=("Bala-Tik",),
    ),
    "01020": custom(  # Jabba the Hutt: a Yellow die rerolled after he activates
        Side(characters=["01020", FINN], hand=HAND, deck=DECK),
        Side(characters=[KYLO], hand=HAND, deck=DECK),
        ("action", "activate Jabba"),
        idle=("Jabba the Hutt",),
    ),
    "01035": custom(  # Luke Skywalker: a card drawn after he activates
        Side(characters=["01035"], hand=HAND, deck=DECK),
        Side(characters=[KYLO], hand=HAND, deck=DECK),
        ("action", "activate Luke"),
        idle=("Luke Skywalker",),
    ),
    "01051": custom(  # DL-44: an opponent removes one of their dice when it is played
        Side(characters=[FINN], hand=["01051"], deck=DECK, resources=3),
        Side(characters=[KYLO], hand=HAND, deck=DECK),
        ("action", "play DL-44"),
    ),
    "01056": custom(  # Promotion: a card drawn when it is played
        Side(characters=[REBEL_TROOPER], hand=["01056"], deck=DECK, resources=3),
        Side(characters=[KYLO], hand=HAND, deck=DECK),
        ("action", "play Promotion"),
    ),
    "01077": custom(  # Local Garrison: the opponent gains 1 fewer at upkeep
        Side(characters=[REY], supports=["01077"], hand=HAND, deck=DECK),
        Side(characters=[KYLO], hand=HAND, deck=DECK),
        ("action", "pass"),
        passes=1,
    ),
    "01156": _flank,
    "01009": custom(  # Count Dooku: a card discarded for a shield before the damage
        Side(characters=[REY], hand=HAND, deck=DECK),
        Side(characters=["01009"], hand=HAND, deck=DECK),
        ("action", "resolve dice showing melee"),
        ("resolve-die", "Rey die"),
        ("symbol-target", "Count Dooku"),
        idle=("Count Dooku",),
    ),
    "01027": custom(  # Admiral Ackbar: the opponent who plays their last card takes 2
        Side(characters=[REY, FINN], hand=["01157"], deck=DECK),
        Side(characters=["01027"], hand=HAND, deck=DECK),
        ("action", "play Take Cover"),
        ("choose-character", "Rey"),
        ("choose-character", "Finn"),
        idle=("Rey", "Finn", "Admiral Ackbar"),
    ),
    "01031": _with_die(  # Launch Bay: X ranged is the size of its owner's hand
        Side(characters=[REY], supports=["01031"], hand=HAND, deck=DECK),
        Side(characters=[KYLO], hand=HAND, deck=DECK),
        "01031",
        0,
        ("action", "resolve dice showing ranged"),
        ("resolve-die", "Launch Bay die"),
        ("symbol-target", "Kylo"),
    ),
    "01050": _with_die(  # Diplomatic Immunity: its shields split over two characters
        Side(characters=[REY, FINN], upgrades=[("01050", 1)], hand=HAND, deck=DECK),
        Side(characters=[KYLO], hand=HAND, deck=DECK),
        "01050",
        2,
        ("action", "resolve dice showing shield"),
        ("resolve-die", "Diplomatic Immunity die"),
        ("choose-character", "Rey"),
        ("choose-character", "Finn"),
    ),
    "01016": resolve_special("01016", hand=["01057"]),  # Sith Holocron for Force Throw
    "01029": resolve_special("01029", hand=["01032"]),  # Poe Dameron discards Black One
    "01102": custom(  # Prized Possession: Rey's die is kept on it
        Side(characters=[TUSKEN], hand=["01102"], resources=4, deck=DECK),
        Side(characters=[REY], hand=HAND, deck=DECK),
        ("action", "play Prized Possession"),
        ("upgrade-host", "Tusken"),
        ("may", "yes"),
        ("choose-die", "Rey"),
    ),
    "01110": play_event("01110", ("extra-action", "decline")),
    "01138": play_event("01138", exhausted=[REY]),
    "01163": custom(  # Infamous: a Yellow upgrade gains Ambush
        Side(characters=[FINN], supports=["01163"], hand=["01065"], deck=DECK, resources=3),
        Side(characters=[KYLO], hand=HAND, deck=DECK),
        ("action", "play Cunning"),
        ("grant-ambush", "Infamous"),
        idle=("Finn",),
    ),
    "01084": play_event("01084", ("choose-character", "Kylo")),
    "01091": play_event("01091"),
    "01092": play_event("01092", extra=("01023",)),
    "01141": play_event("01141", characters=[REY, FINN, "01028"], exhausted=[FINN], pool=(0, 1, 0)),
    "01142": play_event("01142", pool=(0, 1, 4)),
    "01087": play_event(
        "01087", ("choose-one", "your deck"), deck=["01157", "01084", "01151", "01153"]
    ),
    "01070": custom(  # Endless Ranks: the Rebel Trooper comes back
        Side(characters=[REY, REBEL_TROOPER], damage=[0, 6], hand=["01070"], resources=5),
        Side(characters=[KYLO], hand=HAND, deck=DECK),
        ("action", "resolve dice showing melee"),
        ("resolve-die", "Rey die"),
        ("symbol-target", "Rebel Trooper"),
        ("action", "pass"),
        ("action", "play Endless Ranks"),
        idle=("Rebel Trooper",),
    ),
    "01100": _scum,
    "01109": play_event("01109", discard=["01055"]),
    "01099": custom(  # Backup Muscle: 3 damage placed on it when played
        Side(characters=[REY], hand=["01099"], resources=1, deck=DECK),
        Side(characters=[KYLO], hand=HAND, deck=DECK),
        ("action", "play Backup Muscle"),
    ),
    "01093": play_event("01093", upgrades=[("01061", 1)]),
    "01103": play_event("01103", characters=[REY, FINN, "01001"], pool=(0, 1, 3)),
    "01104": play_event("01104", theirs=(1, 1, 0)),
    "01112": play_event("01112", pool=(0, 1, 0)),
    "01121": play_event("01121", shields=[2, 0, 0]),
    "01140": play_event("01140", pool=(0, 1, 0)),
    "01147": play_event(
        "01147",
        ("pick-dice", "Kylo Ren die"),
        ("pick-dice", "done"),
        ("choose-group", "remove the first group"),
    ),
    "01003": custom(  # General Grievous: takes the Rifle of a character about to fall
        Side(characters=["01003", FINN], hand=HAND, deck=DECK),
        Side(characters=[TROOPER, KYLO], damage=[6], upgrades=[("01008", 0)], hand=HAND),
        ("action", "resolve dice showing ranged"),
        ("resolve-die", "Finn die"),
        ("symbol-target", "First Order Stormtrooper"),
        idle=("General Grievous", "First Order Stormtrooper"),
    ),
    "01036": custom(  # Padawan: a weapon 1 cheaper while he has no upgrade
        Side(characters=["01036"], hand=["01059"], resources=2, deck=DECK),
        Side(characters=[KYLO], hand=HAND, deck=DECK),
        ("action", "play Lightsaber"),
    ),
    "01122": custom(  # Willpower: 1 damage moves between exhausted characters
        Side(characters=[REY], damage=[3], exhausted=[REY], hand=["01122"], resources=2),
        Side(characters=[KYLO], exhausted=[KYLO], hand=HAND, deck=DECK),
        ("action", "play Willpower"),
        idle=("Rey", "Kylo Ren"),
    ),
}


def demo_for(code: str) -> Demo | None:
    script = SCRIPTS[code]
    if code in CUSTOM:
        return CUSTOM[code]
    if script.event:
        return play_event(code)
    if script.special:
        return resolve_special(code)
    if script.claim:
        return claim(code)
    if script.actions:
        return use_action(code)
    return None


SCRIPTED = sorted(code for code, script in SCRIPTS.items() if script != NO_SCRIPT)


def test_every_card_in_the_data_has_a_script() -> None:
    assert {c.code for c in game().pool.cards} == set(SCRIPTS)


@pytest.mark.parametrize("code", SCRIPTED)
def test_the_card_does_something_an_empty_script_would_not(
    code: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    demo = demo_for(code)
    assert demo is not None, f"card {code} has no demo"
    played = demo()
    monkeypatch.setitem(SCRIPTS, code, NO_SCRIPT)
    try:
        emptied = demo()
    except AssertionError:
        return  # without its script the card could not even be played this way
    assert emptied != played


def test_keywords_alone_are_printed_facts() -> None:
    """Cards whose only abilities are keywords have an empty script on purpose."""
    plain = [c for c in game().pool.cards if SCRIPTS[c.code] == NO_SCRIPT]
    assert all(c.keywords or "Special" not in c.text for c in plain)
    assert replace(Script(), only="") == NO_SCRIPT
