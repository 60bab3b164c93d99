"""The seed's worked examples (SWD-EX-NN) as game scenarios, and the engine's readings of
the catalog's open points (SWD-OPEN-NN) that concern the two-player game.

Deck examples (EX-01, EX-03, EX-04) use the shipped Awakenings card data; EX-01 adds the
one card it needs that is not in Awakenings (Darth Vader, Dark Apprentice).
"""

from __future__ import annotations

import dataclasses
from importlib import resources
from pathlib import Path

import pytest
from swd_helpers import (
    ACE_IN_THE_HOLE,
    COMLINK,
    CRIME_LORD,
    DODGE,
    F11D,
    FINN,
    HAN,
    HUNKER_DOWN,
    JANGO,
    KYLO,
    LEIA,
    LIGHTSABER,
    ONE_WITH_THE_FORCE,
    PERSONAL_ESCORT,
    QUI_GON,
    REBEL_WAR_ROOM,
    REY,
    SCAVENGE,
    SECOND_CHANCE,
    STORMTROOPER,
    TAKE_COVER,
    TUSKEN,
    USE_THE_FORCE,
    VADER,
    Side,
    act,
    asking,
    has_option,
    labels,
    log,
    position,
    put_in_pool,
    resolve,
    rules,
    tag,
    uid,
)
from swd_helpers import BEST_DEFENSE as THE_BEST_DEFENSE

from rulebound.games.destiny import flow  # noqa: F401  (registers the card scripts)
from rulebound.games.destiny.abilities import SCRIPTS
from rulebound.games.destiny.cards import CardPool, load_pool
from rulebound.games.destiny.decks import DeckList, TeamMember, deck_problems
from rulebound.games.destiny.game import DestinyGame
from rulebound.games.destiny.model import IN_POOL, ON_CARD, SET_ASIDE, SUPPORT
from rulebound.games.destiny.position import set_damage, set_shields, show_side
from rulebound.games.destiny.rules import can_activate
from rulebound.games.destiny.state import DestinyState
from rulebound.kernel.errors import DeckProblem

# SWD-EX-04: 15 red, yellow or gray hero-or-neutral Awakenings cards, 2 of each = 30.
HERO_DECK = [
    "01043",  # BB-8, gray hero support
    "01044",  # Rey's Staff, gray hero upgrade
    "01061",  # Comlink, gray neutral
    "01128",  # Draw Attention, yellow hero
    "01130",  # Let The Wookiee Win, yellow hero
    "01132",  # Scavenge, yellow hero
    "01137",  # Second Chance, yellow hero
    "01151",  # Aim, gray neutral
    "01153",  # Block
    "01154",  # Close Quarters Assault
    "01155",  # Dodge
    "01156",  # Flank
    "01157",  # Take Cover
    "01162",  # Unpredictable, yellow neutral
    "01164",  # Hunker Down, yellow neutral
]


def deck(team: list[tuple[str, bool]], cards: list[tuple[str, int]] | None = None) -> DeckList:
    return DeckList(
        name="Example",
        format="constructed",
        battlefield=REBEL_WAR_ROOM,
        characters=tuple(TeamMember(code, elite) for code, elite in team),
        cards=tuple([(c, 2) for c in HERO_DECK] if cards is None else cards),
        origin="example.deck",
    )


LEIA_AND_HAN = [(LEIA, True), (HAN, False)]


# --- customization ------------------------------------------------------------------------


@pytest.fixture(scope="module")
def with_dark_apprentice(tmp_path_factory: pytest.TempPathFactory) -> CardPool:
    """Awakenings plus Darth Vader, Dark Apprentice (not an Awakenings card)."""
    folder = tmp_path_factory.mktemp("cards")
    shipped = resources.files("rulebound.games.destiny") / "data" / "awakenings.toml"
    aw = folder / "awakenings.toml"
    aw.write_text(shipped.read_text(encoding="utf-8"), encoding="utf-8")
    extra = folder / "apprentice.toml"
    extra.write_text(
        '[[card]]\ncode = "02010"\nnumber = 10\nname = "Darth Vader"\n'
        'subtitle = "Dark Apprentice"\ntype = "character"\ncolor = "blue"\n'
        'affiliation = "villain"\nunique = true\nrarity = "legendary"\npoints = [11, 15]\n'
        'health = 12\ndie = ["1 melee", "2 melee", "1 shield", "1 resource", "special", '
        '"blank"]\ntext = "Test copy."\n',
        encoding="utf-8",
    )
    return load_pool([aw, extra])


@rules("SWD-EX-01", "SWD-UNIQUE-03", "SWD-UNIQUE-07", "SWD-TEAM-03")
def test_ex01_two_darth_vaders_cannot_share_a_team(with_dark_apprentice: CardPool) -> None:
    pool = with_dark_apprentice
    assert pool.by_code["02010"].subtitle != pool.by_code[VADER].subtitle
    two_vaders = deck_problems(deck([(VADER, False), ("02010", False)], []), pool)
    assert [p for p in two_vaders if "SWD-UNIQUE-07" in p.rules]  # 16 + 11 points: only the name
    vader_and_kylo = deck_problems(deck([(VADER, False), (KYLO, False)], []), pool)
    assert not [p for p in vader_and_kylo if "SWD-UNIQUE-07" in p.rules]


@rules("SWD-EX-03", "SWD-TEAM-01", "SWD-TEAM-04", "SWD-POINTS-02", "SWD-POINTS-03")
def test_ex03_elite_leia_and_han_are_exactly_30_points() -> None:
    pool = load_pool()
    legal = deck(LEIA_AND_HAN)
    assert legal.team_points(pool) == 16 + 14
    assert deck_problems(legal, pool) == []
    for extra in (REY, QUI_GON, FINN):  # any extra hero breaks the limit
        problems = deck_problems(deck([*LEIA_AND_HAN, (extra, False)]), pool)
        assert [p for p in problems if "SWD-TEAM-01" in p.rules and "more than 30" in p.message]


@rules("SWD-EX-03", "SWD-POINTS-03", "SWD-SETUP-02")
def test_ex03_elite_leia_plays_with_two_dice_and_han_with_one(tmp_path: Path) -> None:
    text = "\n".join(
        ["name: Leia and Han", f"battlefield {REBEL_WAR_ROOM}", f"character {LEIA} elite"]
        + [f"character {HAN}"]
        + [f"2 {code}" for code in HERO_DECK]
    )
    path = tmp_path / "leia-han.deck"
    path.write_text(text + "\n", encoding="utf-8")
    s = DestinyGame(decks=f"{path},kylo").new_initial_state(3)
    dice = {s.name(u): sum(1 for d in s.dice if d.unit == u) for u in s.characters(0)}
    assert dice == {"Leia Organa": 2, "Han Solo": 1}
    assert len(s.deck[0]) + len(s.hand[0]) == 30


@rules("SWD-EX-04", "SWD-DECKB-01", "SWD-DECKB-03", "SWD-DECKB-04")
def test_ex04_the_team_decides_which_cards_the_deck_may_hold() -> None:
    pool = load_pool()
    assert deck_problems(deck(LEIA_AND_HAN), pool) == []
    base = [(c, 2) for c in HERO_DECK]

    def swapped(code: str) -> list[DeckProblem]:
        return deck_problems(deck(LEIA_AND_HAN, [(base[0][0], 1), (code, 1), *base[1:]]), pool)

    assert [p for p in swapped(THE_BEST_DEFENSE) if "SWD-DECKB-03" in p.rules]  # villain card
    assert [p for p in swapped(USE_THE_FORCE) if "SWD-DECKB-04" in p.rules]  # blue, no blue hero
    for cards in ([*base[1:], (base[0][0], 1)], [*base, (DODGE, 1)]):  # 29 and 31 cards
        assert [
            p for p in deck_problems(deck(LEIA_AND_HAN, cards), pool) if "SWD-DECKB-01" in p.rules
        ]


# --- abilities --------------------------------------------------------------------------


@rules("SWD-EX-06", "SWD-ABIL-03", "SWD-ABIL-04")
def test_ex06_finns_two_abilities_work_separately(monkeypatch: pytest.MonkeyPatch) -> None:
    # Ability 2, deck building: red villain weapons are allowed with Finn on the team.
    pool = load_pool()
    with_rifle = [(c, 2) for c in HERO_DECK[1:]] + [(F11D, 2)]
    rifle_problems = [
        p for p in deck_problems(deck([(FINN, False)], with_rifle), pool) if "F-11D" in p.message
    ]
    assert rifle_problems == []
    without_finn = deck_problems(deck(LEIA_AND_HAN, with_rifle), pool)
    assert [p for p in without_finn if "F-11D" in p.message]
    # Ability 1, in play: any weapon may be attached to him. No shipped weapon has a
    # colour restriction in our scripts, so this test gives the Rifle "Red character only".
    monkeypatch.setitem(SCRIPTS, F11D, dataclasses.replace(SCRIPTS[F11D], only="red"))
    s = position(
        Side(characters=[FINN, HAN], hand=[F11D], resources=2), Side(characters=[STORMTROOPER])
    )
    act(s, "action", "play F-11D Rifle")
    assert [lab for lab in labels(s)] == [lab for lab in labels(s) if "Finn" in lab]
    act(s, "upgrade-host", "Finn")
    assert s.units[uid(s, "F-11D Rifle")].host == uid(s, "Finn")


@rules("SWD-EX-08", "SWD-PERSIST-01", "SWD-KEYWORD-02", "SWD-GUARDIAN-01")
@pytest.mark.parametrize("escorts", [1, 2])
def test_ex08_personal_escort_gives_one_guardian(escorts: int) -> None:
    s = position(
        Side(characters=[STORMTROOPER], upgrades=[(PERSONAL_ESCORT, 0)] * escorts),
        Side(characters=[STORMTROOPER, KYLO]),
    )
    put_in_pool(s, uid(s, "First Order Stormtrooper", seat=1), 0)  # 1 ranged
    put_in_pool(s, uid(s, "Kylo Ren"), 0)  # 1 melee
    act(s, "action", "activate First Order Stormtrooper")
    prompts = 0
    while s.decision().kind == "guardian":
        prompts += 1
        act(s, "guardian", "Kylo Ren die" if prompts == 1 else "First Order Stormtrooper die")
    assert prompts == 1
    assert s.units[0].damage == 1 and not s.units[0].ready


@rules("SWD-EX-09", "SWD-SPECABIL-03", "SWD-SPECIAL-01")
def test_ex09_a_discarded_upgrades_die_resolves_its_special() -> None:
    s = position(
        Side(characters=[JANGO], hand=[ACE_IN_THE_HOLE, CRIME_LORD], resources=5),
        Side(characters=[STORMTROOPER, KYLO]),
    )
    act(s, "action", "play Ace in the Hole")
    act(s, "discard-card", "Crime Lord")
    crime_lord = s.game.pool.by_code[CRIME_LORD].index
    assert crime_lord in s.discard[0]  # the card is not in play
    die = next(d for d in s.dice if d.card == crime_lord)
    assert die.where == IN_POOL and die.unit == -1
    act(s, "action", "pass")  # P2
    show_side(s, die.id, 4)  # special
    target = uid(s, "Kylo Ren")
    resolve(s, "special", "Crime Lord die")
    act(s, "choose-character", tag(target))  # Crime Lord's special, as written
    assert s.resources[0] == 0
    assert s.delayed == [("defeat", 0, target)]
    assert die.where == SET_ASIDE  # Ace in the Hole: set aside once resolved


@rules("SWD-EX-10", "SWD-TRIGCOND-01", "SWD-BEFORE-01", "SWD-SHIELDSYM-03")
@pytest.mark.parametrize(
    ("shields", "use", "after", "damage"),
    [(1, "yes", 2, 1), (1, "no", 3, 0), (2, "yes", 3, 1), (2, "no", 3, 0)],
)
def test_ex10_qui_gon_may_spend_a_shield_before_gaining_shields(
    shields: int, use: str, after: int, damage: int
) -> None:
    s = position(Side(characters=[QUI_GON]), Side(characters=[STORMTROOPER]))
    qui_gon, trooper = uid(s, "Qui-Gon Jinn"), uid(s, "First Order Stormtrooper")
    set_shields(s, qui_gon, shields)
    put_in_pool(s, qui_gon, 3)  # 2 shields
    resolve(s, "shield", "Qui-Gon", "Qui-Gon")
    assert asking(s) == qui_gon and s.units[qui_gon].shields == shields
    act(s, "may", use)
    if use == "yes":
        act(s, "choose-character", tag(trooper))
    assert s.units[qui_gon].shields == after
    assert s.units[trooper].damage == damage


@rules("SWD-EX-11", "SWD-BEFORE-01", "SWD-DEFEAT-01")
def test_ex11_one_with_the_force_becomes_a_support_before_the_defeat() -> None:
    s = position(
        Side(characters=[REY, STORMTROOPER], upgrades=[(ONE_WITH_THE_FORCE, 0)]),
        Side(characters=[STORMTROOPER]),
        turn=1,
    )
    rey, owtf = uid(s, "Rey"), uid(s, "One With The Force")
    set_damage(s, rey, 9)
    put_in_pool(s, uid(s, "First Order Stormtrooper", seat=1), 0)  # 1 ranged
    resolve(s, "ranged", "First Order Stormtrooper die", "Rey")
    assert not s.units[rey].in_play  # then the character is defeated
    unit = s.units[owtf]
    assert unit.in_play and unit.kind == SUPPORT and unit.host == -1 and unit.ready
    assert s.discard[0] == []  # not discarded with the character's upgrades
    assert can_activate(s, owtf)  # a support with its die: it can be activated
    said = log(s)
    assert said.index("One With The Force becomes a support.") < said.index("Rey is defeated.")


@rules("SWD-EX-12", "SWD-AFTER-01", "SWD-QUEUE-01", "SWD-QUEUE-02")
def test_ex12_comlink_resolves_after_it_has_been_played() -> None:
    s = position(
        Side(characters=[STORMTROOPER], hand=[COMLINK], resources=2),
        Side(characters=[KYLO]),
    )
    opp_die = put_in_pool(s, uid(s, "Kylo Ren"), 5)[0]  # a blank
    act(s, "action", "play Comlink")
    act(s, "upgrade-host", "First Order Stormtrooper")
    comlink = uid(s, "Comlink")
    # Playing the card has completely resolved: paid, attached, its die on it.
    assert asking(s) == comlink
    assert s.resources[0] == 0 and s.hand[0] == []
    assert s.units[comlink].host == uid(s, "First Order Stormtrooper")
    assert any(d.unit == comlink and d.where == ON_CARD for d in s.dice)
    act(s, "may", "yes")
    act(s, "comlink", "reroll an opponent's dice")
    act(s, "pick-dice", "Kylo Ren die")  # the only die: no "done" needed
    assert any(line.startswith("Kylo Ren die is rerolled") for line in log(s))
    assert s.dice[opp_die].where == IN_POOL


@rules("SWD-EX-13", "SWD-SIMUL-02", "SWD-QUEUE-05")
@pytest.mark.parametrize("controller", [0, 1])
def test_ex13_tusken_raider_and_jango_fett_are_ordered_by_the_battlefield_controller(
    controller: int,
) -> None:
    s = position(
        Side(characters=[TUSKEN], hand=[TAKE_COVER]),
        Side(characters=[JANGO]),
        controller=controller,
    )
    tusken, jango = uid(s, "Tusken Raider"), uid(s, "Jango Fett")
    act(s, "action", "activate Tusken Raider")  # the seed-0 roll: 1 melee, resolvable
    assert s.decision().kind == "order-triggers" and s.decision().seat == controller
    act(s, "order-triggers", "P2 Jango")
    assert asking(s) == jango  # first in, first out
    act(s, "may", "yes")
    assert not s.units[jango].ready
    assert asking(s) == tusken
    act(s, "may", "no")
    assert s.decision().kind == "action" and s.decision().seat == 1


def crime_lord_used(hands: bool) -> tuple[DestinyState, int]:
    """P1's Crime Lord special, 5 resources spent, Kylo Ren chosen."""
    hand = [DODGE] if hands else []
    s = position(
        Side(
            characters=[JANGO],
            upgrades=[(CRIME_LORD, 0)],
            resources=5,
            hand=hand,
            deck=[DODGE] * 6,
        ),
        Side(characters=[STORMTROOPER, KYLO], hand=hand, deck=[DODGE] * 6),
    )
    target = uid(s, "Kylo Ren")
    put_in_pool(s, uid(s, "Crime Lord"), 4)  # special
    resolve(s, "special", "Crime Lord die")
    act(s, "choose-character", tag(target))
    return s, target


@rules("SWD-EX-14", "SWD-DELAYED-01", "SWD-DELAYED-02")
def test_ex14_crime_lord_defeats_a_character_after_the_round_ends() -> None:
    s, target = crime_lord_used(hands=False)
    assert s.resources[0] == 0
    assert s.units[target].in_play and s.units[target].damage == 0  # nothing right away
    act(s, "action", "pass")
    assert s.units[target].in_play
    act(s, "action", "pass")  # the action phase ends, then the upkeep, then the round
    assert not s.units[target].in_play
    assert s.round == 2 and s.units[uid(s, "First Order Stormtrooper")].in_play


@rules("SWD-EX-14", "SWD-DELAYED-01")
def test_ex14_the_delayed_defeat_waits_for_the_whole_upkeep_phase() -> None:
    s, target = crime_lord_used(hands=True)
    act(s, "action", "pass")
    act(s, "action", "pass")
    assert s.decision().kind == "upkeep-discard"
    assert s.units[target].in_play  # the round is not over during its upkeep phase
    while s.decision().kind == "upkeep-discard":
        act(s, "upkeep-discard", "keep the rest and draw")
    assert not s.units[target].in_play
    assert s.round == 2 and len(s.hand[0]) == 5


@rules("SWD-EX-14", "SWD-DELAYED-01")
def test_ex14_crime_lord_without_5_resources_has_no_effect() -> None:
    s = position(
        Side(characters=[JANGO], upgrades=[(CRIME_LORD, 0)], resources=4),
        Side(characters=[STORMTROOPER, KYLO]),
    )
    put_in_pool(s, uid(s, "Crime Lord"), 4)
    resolve(s, "special", "Crime Lord die")
    assert s.delayed == [] and s.resources[0] == 4
    assert s.decision().kind == "action" and s.decision().seat == 1


@rules("SWD-EX-15", "SWD-REPLACE-02", "SWD-REPLACE-03", "SWD-HEAL-02")
@pytest.mark.parametrize("shot", [0, 1])  # 2 ranged, then 2 ranged with cost 1
def test_ex15_second_chance_replaces_the_defeat(shot: int) -> None:
    s = position(
        Side(characters=[HAN, STORMTROOPER], upgrades=[(SECOND_CHANCE, 0), (F11D, 0)]),
        Side(characters=[STORMTROOPER], resources=1),
        turn=1,
    )
    han = uid(s, "Han Solo")
    set_damage(s, han, 8)  # 2 health left
    put_in_pool(s, uid(s, "First Order Stormtrooper", seat=1), (1, 2)[shot])
    resolve(s, "ranged", "First Order Stormtrooper die", "Han Solo")
    assert s.units[han].in_play and s.units[han].damage == 5  # healed 5 of 10
    assert [s.cards[c].name for c in s.discard[0]] == ["Second Chance"]
    # Never defeated: no Redeploy question, the Rifle stays on Han.
    assert uid(s, "F-11D Rifle") in s.upgrades_on(han)
    assert "Han Solo is defeated." not in log(s)
    assert s.decision().kind == "action" and s.decision().seat == 0


@rules("SWD-EX-16", "SWD-THEN-01", "SWD-THEN-02")
@pytest.mark.parametrize("cards", [2, 3, 5])
def test_ex16_scavenge_adds_an_upgrade_only_after_discarding_three(cards: int) -> None:
    s = position(
        Side(characters=[HAN], hand=[SCAVENGE], deck=[DODGE] * cards, discard=[COMLINK]),
        Side(characters=[STORMTROOPER]),
    )
    act(s, "action", "play Scavenge")
    milled = min(cards, 3)
    assert len(s.deck[0]) == cards - milled
    if cards >= 3:
        act(s, "fetch-card", "Comlink")
        assert [s.cards[c].name for c in s.hand[0]] == ["Comlink"]
    else:
        assert s.hand[0] == []
        assert s.decision().kind == "action" and s.decision().seat == 1
    names = sorted(s.cards[c].name for c in s.discard[0])
    assert names.count("Dodge") == milled and "Scavenge" in names


# --- open points (the two-player readings) -------------------------------------------------


@rules("SWD-OPEN-01", "SWD-FREE-01", "SWD-DIECOST-01")
def test_open01_card_text_overrides_the_general_rule() -> None:
    """No Golden Rule text in the seed; the engine follows the usual one: where a card
    contradicts the rules, the card wins (here: a die cost the rules say must be paid)."""
    s = position(
        Side(characters=[HAN], battlefield=REBEL_WAR_ROOM),
        Side(characters=[STORMTROOPER]),
    )
    put_in_pool(s, uid(s, "Han Solo"), 1)  # 3 ranged, cost 1; no resources
    assert not has_option(s, "resolve dice showing ranged")  # the rule
    act(s, "action", "claim Rebel War Room")
    act(s, "may", "yes")
    act(s, "choose-die", "Han Solo die")  # the card
    act(s, "symbol-target", "First Order Stormtrooper")
    assert s.units[uid(s, "First Order Stormtrooper")].damage == 3


@rules("SWD-OPEN-11", "SWD-MOD-01")
def test_open11_several_modifiers_may_join_one_base_die() -> None:
    s = position(
        Side(characters=[REY + "!"], upgrades=[(LIGHTSABER, 0)]), Side(characters=[STORMTROOPER])
    )
    rey = uid(s, "Rey")
    put_in_pool(s, rey, 0, 1)  # 1 melee, +2 melee
    put_in_pool(s, uid(s, "Lightsaber"), 1)  # +2 melee
    act(s, "action", "resolve dice showing melee")
    act(s, "resolve-die", "showing 1 melee")
    act(s, "add-modifier", "Rey die")
    act(s, "add-modifier", "Lightsaber die")
    act(s, "symbol-target", "First Order Stormtrooper")
    assert s.units[uid(s, "First Order Stormtrooper")].damage == 5
    assert s.pool(0) == []


@rules("SWD-OPEN-11", "SWD-OPEN-12", "SWD-GUARDIAN-01", "SWD-TAKEDMG-01")
@pytest.mark.parametrize(("side", "discarded"), [(0, True), (1, False)])
def test_open11_guardian_damage_is_of_the_removed_dies_kind(side: int, discarded: bool) -> None:
    """Hunker Down goes only when its character takes melee damage: Guardian damage from
    a melee die is melee damage, from a ranged die it is not."""
    s = position(
        Side(characters=[STORMTROOPER], upgrades=[(PERSONAL_ESCORT, 0), (HUNKER_DOWN, 0)]),
        Side(characters=[KYLO, JANGO]),
    )
    die = put_in_pool(s, uid(s, ("Kylo Ren", "Jango Fett")[side]), 0)[0]  # 1 melee / 1 ranged
    act(s, "action", "activate First Order Stormtrooper")
    act(s, "guardian", f"[#{die}, P2]")
    assert s.units[0].damage == 1
    assert s.units[uid(s, "Personal Escort")].in_play
    hunker = next(u for u in s.units if s.cards[u.card].code == HUNKER_DOWN)
    assert hunker.in_play is not discarded


@rules("SWD-OPEN-11", "SWD-FOCUS-01")
def test_open11_a_focus_die_does_not_turn_itself() -> None:
    s = position(Side(characters=[LEIA + "!"]), Side(characters=[STORMTROOPER]))
    focus, other = put_in_pool(s, uid(s, "Leia Organa"), 3, 5)  # 1 focus, blank
    act(s, "action", "resolve dice showing focus")
    act(s, "resolve-die", "showing 1 focus")
    assert s.decision().kind == "focus-die"
    assert not has_option(s, f"[#{focus},")
    assert has_option(s, f"[#{other},")


@rules("SWD-OPEN-11", "SWD-SPOT-01")
def test_open11_use_the_force_may_turn_an_opponents_die() -> None:
    s = position(
        Side(characters=[REY], hand=[USE_THE_FORCE], resources=1), Side(characters=[STORMTROOPER])
    )
    opp = put_in_pool(s, uid(s, "First Order Stormtrooper"), 4)[0]  # blank
    act(s, "action", "play Use The Force")
    act(s, "choose-die", f"[#{opp}, P2]")
    act(s, "turn-die", "side 4")
    assert s.dice[opp].side == 3 and s.dice[opp].where == IN_POOL


@rules("SWD-OPEN-11", "SWD-OWNER-01")
def test_open11_guardian_is_offered_to_the_guardian_characters_owner() -> None:
    s = position(
        Side(characters=[STORMTROOPER], upgrades=[(PERSONAL_ESCORT, 0)]),
        Side(characters=[KYLO]),
    )
    put_in_pool(s, uid(s, "Kylo Ren"), 0)
    act(s, "action", "activate First Order Stormtrooper")
    assert s.decision().kind == "guardian"
    assert s.decision().seat == s.units[0].owner == s.units[0].controller == 0


@rules("SWD-OPEN-12", "SWD-UNIQUE-01", "SWD-SPECIAL-01", "SWD-GUARDIAN-01")
def test_open12_the_lost_glyphs_are_all_in_the_card_data_and_rules() -> None:
    pool = load_pool()
    # The uniqueness diamond: a flag of the card.
    assert pool.by_code[VADER].unique and not pool.by_code[STORMTROOPER].unique
    # The special icon: a die face of its own, with value 0.
    special = pool.by_code[KYLO].die[4]
    assert (special.symbol, special.value) == ("special", 0)
    # The melee and ranged icons of Guardian: both kinds of damage die qualify.
    s = position(
        Side(characters=[STORMTROOPER], upgrades=[(PERSONAL_ESCORT, 0)]),
        Side(characters=[KYLO, JANGO, STORMTROOPER]),
    )
    melee = put_in_pool(s, uid(s, "Kylo Ren"), 0)[0]  # 1 melee
    ranged = put_in_pool(s, uid(s, "Jango Fett"), 0)[0]  # 1 ranged
    shield = put_in_pool(s, uid(s, "First Order Stormtrooper", seat=1), 3)[0]  # 1 resource
    act(s, "action", "activate First Order Stormtrooper")
    assert has_option(s, f"[#{melee},") and has_option(s, f"[#{ranged},")
    assert not has_option(s, f"[#{shield},")
