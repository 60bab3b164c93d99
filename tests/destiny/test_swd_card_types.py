"""Rules tests for Part 1 of the catalog: card types and colours.

Card details, affiliation, colour, type, name, uniqueness, flavour text, ID, rarity,
die summary, battlefields, subtitles, characters, health, point values, events,
cost, supports, subtypes and upgrades (SWD-CARD ... SWD-UPGRADE).

Descriptive rules (flavour text, rarity distribution) are tested on what the engine
does model: the card data carries the field, and the field drives nothing in play.
Rules that need a card the Awakenings data lacks use a card file made of the
shipped data plus a few extra cards, written to a temporary folder.
"""

from __future__ import annotations

import re
from importlib import resources
from pathlib import Path
from typing import Any

import pytest
from swd_helpers import (
    AWAKENING,
    BB8,
    BEST_DEFENSE,
    BLOCK,
    COMLINK,
    EMPERORS_FAVOR,
    FINN,
    FLANK,
    FROZEN_WASTES,
    HAN,
    HUNKER_DOWN,
    IMMOBILIZE,
    IT_BINDS,
    JEDI_ROBES,
    KYLO,
    LIGHTSABER,
    PERSONAL_ESCORT,
    REY,
    REYS_STAFF,
    SECOND_CHANCE,
    STORMTROOPER,
    TAKE_COVER,
    TIE_FIGHTER,
    TUSKEN,
    UNDERWORLD,
    USE_THE_FORCE,
    VADER,
    Side,
    act,
    has_option,
    index,
    labels,
    position,
    put_in_pool,
    refresh,
    rules,
    tagged,
    uid,
)
from swd_helpers import F11D as F11D_RIFLE
from swd_helpers import POWER_OF_THE_DARK_SIDE as POWER_DARK_SIDE

from rulebound.games.destiny import scripts  # noqa: F401  (registers every card's script)
from rulebound.games.destiny.abilities import NO_SCRIPT, script_for
from rulebound.games.destiny.cards import (
    AFFILIATIONS,
    COLORS,
    RARITIES,
    TYPES,
    CardDef,
    CardPool,
    load_pool,
)
from rulebound.games.destiny.decks import DeckList, TeamMember, deck_problems, load_deck
from rulebound.games.destiny.game import DestinyGame
from rulebound.games.destiny.model import IN_POOL, ON_CARD, SET_ASIDE, SUPPORT, UPGRADE
from rulebound.games.destiny.position import discard_from_play, set_damage, set_ready
from rulebound.games.destiny.rules import deal_damage
from rulebound.kernel.errors import DataError, DeckProblem
from rulebound.kernel.play import random_action
from rulebound.kernel.rng import Rng

# --- helpers ------------------------------------------------------------------------------


def toml_value(value: Any) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, int):
        return str(value)
    if isinstance(value, list):
        return "[" + ", ".join(toml_value(v) for v in value) + "]"
    return '"' + str(value).replace("\\", "\\\\").replace('"', '\\"') + '"'


def toml_card(entry: dict[str, Any]) -> str:
    return "[[card]]\n" + "".join(f"{k} = {toml_value(v)}\n" for k, v in entry.items()) + "\n"


def support_entry(**fields: Any) -> dict[str, Any]:
    """A minimal legal support card; ``fields`` override or (value None) drop a field."""
    entry: dict[str, Any] = {
        "code": "90001",
        "number": 1,
        "name": "Test Support",
        "type": "support",
        "color": "gray",
        "affiliation": "neutral",
        "unique": False,
        "rarity": "common",
        "cost": 1,
        "text": "Test card.",
    }
    entry.update(fields)
    return {k: v for k, v in entry.items() if v is not None}


def character_entry(**fields: Any) -> dict[str, Any]:
    entry: dict[str, Any] = {
        "code": "90002",
        "number": 2,
        "name": "Test Character",
        "type": "character",
        "color": "red",
        "affiliation": "hero",
        "unique": False,
        "rarity": "common",
        "points": [8],
        "health": 8,
        "die": ["1 melee", "2 melee", "1 shield", "1 resource", "special", "blank"],
        "text": "Test card.",
    }
    entry.update(fields)
    return {k: v for k, v in entry.items() if v is not None}


def load_entries(tmp_path: Path, *entries: dict[str, Any]) -> CardPool:
    path = tmp_path / "cards.toml"
    path.write_text("".join(toml_card(e) for e in entries), encoding="utf-8")
    return load_pool([path])


def shipped_text() -> str:
    ref = resources.files("rulebound.games.destiny") / "data" / "awakenings.toml"
    return ref.read_text(encoding="utf-8")


def shipped_plus(tmp_path: Path, *entries: dict[str, Any]) -> str:
    """A card file: the Awakenings data plus ``entries``; returns its path."""
    path = tmp_path / "awakenings-plus.toml"
    path.write_text(shipped_text() + "\n" + "".join(toml_card(e) for e in entries), "utf-8")
    return str(path)


@pytest.fixture(scope="module")
def pool() -> CardPool:
    return load_pool()


def finish_setup(s: Any) -> None:
    """Keep both opening hands, let the roll winner pick their own battlefield, and
    give the setup shields to the first character offered."""
    while s.decision().kind in ("mulligan", "choose-battlefield", "setup-shield"):
        kind = s.decision().kind
        if kind == "mulligan":
            act(s, "mulligan", "keep your hand")
        elif kind == "choose-battlefield":
            act(s, "choose-battlefield", "your battlefield")
        else:
            s.apply_action(s.decision().options[0])


def play_out_round(s: Any) -> None:
    """Both players pass, everyone keeps their hand at upkeep: on to the next round."""
    start = s.round
    while s.round == start or s.phase != "action" or s.decision().kind != "action":
        decision = s.decision()
        if decision.kind == "action":
            act(s, "action", "pass")
        elif decision.kind == "upkeep-discard":
            act(s, "upkeep-discard", "keep the rest and draw")
        else:
            raise AssertionError(f"unexpected decision {decision.kind}: {labels(s)}")


def random_game(game: DestinyGame, seed: int) -> tuple[list[int], list[str], Any]:
    s = game.new_initial_state(seed)
    rng = Rng(seed)
    actions: list[int] = []
    while not s.is_terminal():
        a = random_action(s, rng)
        actions.append(a)
        s.apply_action(a)
    return actions, s.log, (s.winner, s.win_reason, s.round)


# --- Card details -----------------------------------------------------------------------


@rules("SWD-CARD-01")
def test_a_card_carries_every_printed_detail(pool: CardPool) -> None:
    fields = set(CardDef.__dataclass_fields__)
    for detail in ("affiliation", "color", "type", "name", "text", "unique", "code", "number"):
        assert detail in fields
    assert {"rarity", "die"} <= fields
    vader = pool.by_code[VADER]
    assert (vader.affiliation, vader.color, vader.type) == ("villain", "blue", "character")
    assert (vader.name, vader.unique, vader.number, vader.rarity) == (
        "Darth Vader",
        True,
        10,
        "legendary",
    )
    assert len(vader.die) == 6


@rules("SWD-CARD-01")
@pytest.mark.parametrize(
    "missing", ["affiliation", "color", "type", "name", "unique", "number", "rarity", "text"]
)
def test_card_data_without_a_detail_is_refused(tmp_path: Path, missing: str) -> None:
    with pytest.raises(DataError, match=missing):
        load_entries(tmp_path, support_entry(**{missing: None}))


@rules("SWD-CARD-02")
def test_most_cards_have_abilities_and_a_plain_character_has_none(pool: CardPool) -> None:
    with_abilities = [c for c in pool.cards if script_for(c.code) != NO_SCRIPT or c.keywords]
    assert len(with_abilities) > len(pool.cards) / 2
    assert script_for(STORMTROOPER) == NO_SCRIPT  # "No card ability"
    # Abilities are what a card does: Underworld Connections has an Action, a
    # Stormtrooper none.
    s = position(Side(characters=[STORMTROOPER], supports=[UNDERWORLD]), Side(characters=[REY]))
    assert has_option(s, "use Underworld Connections")
    assert not any(label.startswith("use First Order Stormtrooper") for label in labels(s))


# --- Affiliation, colour, type ----------------------------------------------------------


@rules("SWD-AFFIL-01")
def test_there_are_exactly_three_affiliations(pool: CardPool, tmp_path: Path) -> None:
    assert set(AFFILIATIONS) == {"hero", "villain", "neutral"}
    assert {c.affiliation for c in pool.cards} == {"hero", "villain", "neutral"}
    with pytest.raises(DataError, match="affiliation"):
        load_entries(tmp_path, support_entry(affiliation="rebel"))


@rules("SWD-COLOR-01")
def test_every_card_has_exactly_one_colour(pool: CardPool, tmp_path: Path) -> None:
    assert set(COLORS) == {"red", "blue", "yellow", "gray"}
    assert all(c.color in COLORS for c in pool.cards)
    with pytest.raises(DataError, match="color"):
        load_entries(tmp_path, support_entry(color="purple"))
    with pytest.raises(DataError, match="color"):
        load_entries(tmp_path, support_entry(color=["red", "blue"]))


@rules("SWD-COLOR-02")
def test_red_is_the_command_colour_that_red_only_effects_look_for(pool: CardPool) -> None:
    assert pool.by_code[STORMTROOPER].color == "red"  # a First Order soldier
    # The Best Defense...: deal 3 damage to one of YOUR red characters.
    s = position(
        Side(characters=[KYLO, STORMTROOPER], hand=[BEST_DEFENSE], resources=1),
        Side(characters=[STORMTROOPER]),
    )
    act(s, "action", "play The Best Defense...")
    assert s.decision().kind == "choose-character"
    assert tagged(s) == [f"First Order Stormtrooper [#{uid(s, 'First Order Stormtrooper', 0)}, P1]"]


@rules("SWD-COLOR-03")
def test_blue_is_the_force_colour_and_a_blue_only_upgrade_needs_a_blue_character(
    pool: CardPool,
) -> None:
    assert pool.by_code[REY].color == pool.by_code[KYLO].color == "blue"
    s = position(
        Side(characters=[REY, FINN], hand=[IMMOBILIZE], resources=2),
        Side(characters=[STORMTROOPER]),
    )
    act(s, "action", "play Immobilize")
    assert tagged(s) == [f"Rey, Force Prodigy [#{uid(s, 'Rey')}, P1]"]
    # Without a blue character, the blue-only upgrade cannot be played at all.
    s = position(
        Side(characters=[FINN], hand=[IMMOBILIZE], resources=2), Side(characters=[STORMTROOPER])
    )
    assert not has_option(s, "play Immobilize")


@rules("SWD-COLOR-04")
def test_yellow_is_the_rogue_colour_and_a_yellow_only_upgrade_needs_a_yellow_character(
    pool: CardPool,
) -> None:
    assert pool.by_code[HAN].color == pool.by_code[FINN].color == "yellow"
    s = position(
        Side(characters=[REY, FINN], hand=[SECOND_CHANCE], resources=3),
        Side(characters=[STORMTROOPER]),
    )
    act(s, "action", "play Second Chance")
    assert tagged(s) == [f"Finn, First Order Defector [#{uid(s, 'Finn')}, P1]"]


@rules("SWD-COLOR-05")
def test_gray_cards_belong_to_no_faction_and_fit_any_character(pool: CardPool) -> None:
    assert pool.by_code[COMLINK].color == "gray"
    assert all(c.color == "gray" for c in pool.cards if c.type == "battlefield")
    s = position(
        Side(characters=[REY, FINN], hand=[COMLINK], resources=2), Side(characters=[STORMTROOPER])
    )
    act(s, "action", "play Comlink")
    assert len(labels(s)) == 2  # blue Rey and yellow Finn alike


@rules("SWD-TYPE-01")
def test_every_card_has_exactly_one_of_five_types(pool: CardPool, tmp_path: Path) -> None:
    assert set(TYPES) == {"battlefield", "event", "upgrade", "character", "support"}
    assert {c.type for c in pool.cards} == set(TYPES)
    with pytest.raises(DataError, match="type"):
        load_entries(tmp_path, support_entry(type="vehicle"))


@rules("SWD-TYPE-01")
def test_a_card_in_play_keeps_its_type(pool: CardPool) -> None:
    s = position(
        Side(characters=[FINN], upgrades=[(LIGHTSABER, 0)], supports=[UNDERWORLD]),
        Side(characters=[STORMTROOPER], battlefield=FROZEN_WASTES),
    )
    kinds = {s.name(u.uid): u.kind for u in s.units}
    assert kinds == {
        "Finn": "character",
        "Lightsaber": "upgrade",
        "Underworld Connections": "support",
        "First Order Stormtrooper": "character",
        "Starship Graveyard": "battlefield",
    }


@rules("SWD-TYPE-02")
def test_cards_in_play_show_their_type_and_the_battlefield_is_shown_apart(pool: CardPool) -> None:
    """The view lists each card in play with its type ("kind"); the battlefield, which
    prints no type, is shown on its own, with no type field."""
    s = position(Side(characters=[FINN], supports=[UNDERWORLD]), Side(characters=[STORMTROOPER]))
    view = s.view(0)
    kinds = {c["name"]: c["kind"] for c in view["players"][0]["in_play"]}
    assert kinds == {"Finn, First Order Defector": "character", "Underworld Connections": "support"}
    assert view["battlefield"]["name"] == "Starship Graveyard, Jakku"
    assert "kind" not in view["battlefield"]
    assert all(
        c["kind"] != "battlefield" for p in view["players"] for c in p["in_play"]
    )  # the battlefield is not listed among a player's cards


# --- Name and uniqueness ------------------------------------------------------------------


@rules("SWD-NAME-01", "SWD-UNIQUE-07")
def test_a_different_version_with_the_same_name_is_the_same_unique_card(tmp_path: Path) -> None:
    """A second unique support called "BB-8" (another subtitle, another code) cannot be
    played while BB-8 is in play: uniqueness goes by name."""
    other_bb8 = support_entry(
        code="90043",
        number=943,
        name="BB-8",
        subtitle="Spherical Droid",
        color="gray",
        affiliation="hero",
        unique=True,
        rarity="rare",
        cost=1,
    )
    params = {"card_files": shipped_plus(tmp_path, other_bb8)}
    blocked = position(
        Side(characters=[REY], supports=[BB8], hand=["90043"], resources=5),
        Side(characters=[STORMTROOPER]),
        params=params,
    )
    assert not has_option(blocked, "play BB-8")
    free = position(
        Side(characters=[REY], hand=["90043"], resources=5),
        Side(characters=[STORMTROOPER]),
        params=params,
    )
    assert has_option(free, "play BB-8")


@rules("SWD-UNIQUE-01")
def test_every_card_is_either_unique_or_not(pool: CardPool, tmp_path: Path) -> None:
    assert all(isinstance(c.unique, bool) for c in pool.cards)
    assert pool.by_code[REY].unique and not pool.by_code[STORMTROOPER].unique
    with pytest.raises(DataError, match="unique"):
        load_entries(tmp_path, support_entry(unique=None))
    with pytest.raises(DataError, match="unique"):
        load_entries(tmp_path, support_entry(unique="yes"))


@rules("SWD-UNIQUE-02", "SWD-UNIQUE-04")
def test_a_unique_support_cannot_be_played_while_a_copy_is_in_play() -> None:
    s = position(
        Side(characters=[REY], supports=[BB8], hand=[BB8], resources=5),
        Side(characters=[STORMTROOPER]),
    )
    assert not has_option(s, "play BB-8")
    s = position(Side(characters=[REY], hand=[BB8], resources=5), Side(characters=[STORMTROOPER]))
    assert has_option(s, "play BB-8")


@rules("SWD-UNIQUE-02", "SWD-UNIQUE-04")
def test_a_unique_upgrade_cannot_go_onto_any_character_while_a_copy_is_in_play() -> None:
    s = position(
        Side(characters=[REY, FINN], upgrades=[(REYS_STAFF, 0)], hand=[REYS_STAFF], resources=5),
        Side(characters=[STORMTROOPER]),
    )
    assert not has_option(s, "play Rey's Staff")
    # Once the copy in play is gone, the one in hand can be played.
    discard_from_play(s, uid(s, "Rey's Staff"))
    assert has_option(s, "play Rey's Staff")


@rules("SWD-UNIQUE-02")
@pytest.mark.parametrize("seed", [1, 2, 3])
def test_random_games_never_give_a_player_two_copies_of_a_unique_card(seed: int) -> None:
    s = position(
        Side(
            characters=[REY, FINN],
            hand=[BB8, REYS_STAFF, BB8, REYS_STAFF],
            deck=[BB8, REYS_STAFF, TAKE_COVER] * 3,
            resources=10,
        ),
        Side(characters=[STORMTROOPER], hand=[BB8], deck=[TAKE_COVER] * 6, resources=10),
    )
    rng = Rng(seed)
    for _ in range(400):
        if s.is_terminal():
            break
        for seat in (0, 1):
            names = [
                s.name(u.uid)
                for u in s.units
                if u.in_play and u.controller == seat and s.card(u.uid).unique
            ]
            assert len(names) == len(set(names)), names
        s.apply_action(random_action(s, rng))


@rules("SWD-UNIQUE-05")
def test_uniqueness_is_per_player_the_opponents_copy_does_not_block() -> None:
    s = position(
        Side(characters=[REY], hand=[BB8], resources=5),
        Side(characters=[FINN], supports=[BB8]),
    )
    act(s, "action", "play BB-8")
    bb8s = [u for u in s.units if u.in_play and s.name(u.uid) == "BB-8"]
    assert sorted(u.controller for u in bb8s) == [0, 1]


@rules("SWD-UNIQUE-06")
def test_uniqueness_does_not_apply_to_dice() -> None:
    """Elite Rey has two copies of the same die; both can be in the pool and be
    resolved in the same action."""
    s = position(Side(characters=[REY + "!"]), Side(characters=[STORMTROOPER, STORMTROOPER]))
    rey = uid(s, "Rey")
    d1, d2 = put_in_pool(s, rey, 3, 3)  # both show 1 resource
    assert s.dice[d1].card == s.dice[d2].card and s.dice[d1].faces == s.dice[d2].faces
    assert s.pool(0) == [d1, d2]
    act(s, "action", "resolve dice showing resource")
    act(s, "resolve-die", f"[#{d1},")
    act(s, "resolve-die", f"[#{d2},")
    assert s.resources[0] == 2


# --- Flavour, ID, rarity, die summary -----------------------------------------------------


@rules("SWD-FLAVOR-01")
def test_card_data_has_no_flavour_field(tmp_path: Path) -> None:
    assert "flavor" not in CardDef.__dataclass_fields__
    with pytest.raises(DataError, match="flavor"):
        load_entries(tmp_path, support_entry(flavor="A long time ago..."))


@rules(
    "SWD-FLAVOR-01",
    "SWD-RARITY-02",
    "SWD-RARITY-03",
    "SWD-RARITY-04",
    "SWD-RARITY-05",
    "SWD-RARITY-06",
)
def test_printed_words_and_rarity_change_nothing_in_play(tmp_path: Path) -> None:
    """A card file with every text replaced by flavour-like prose and every rarity
    rotated plays exactly the same random games as the shipped one."""
    text = shipped_text()
    text = re.sub(r'(?m)^text = ".*"$', 'text = "In a galaxy far, far away."', text)
    rotate = dict(zip(RARITIES, RARITIES[1:] + RARITIES[:1], strict=True))
    text = re.sub(r'(?m)^rarity = "(\w+)"$', lambda m: f'rarity = "{rotate[m[1]]}"', text)
    path = tmp_path / "reworded.toml"
    path.write_text(text, encoding="utf-8")
    shipped, reworded = DestinyGame(), DestinyGame(card_files=str(path))
    assert reworded.pool.by_code[VADER].rarity != shipped.pool.by_code[VADER].rarity
    for seed in (5, 6):
        assert random_game(shipped, seed) == random_game(reworded, seed)


@rules("SWD-ID-01")
def test_the_id_is_set_and_number_and_matches_each_die_to_its_card(pool: CardPool) -> None:
    for c in pool.cards:
        assert c.code == f"01{c.number:03d}", c.describe()  # 01 = Awakenings
    s = position(
        Side(characters=[REY + "!", FINN], hand=[LIGHTSABER, REYS_STAFF], resources=9),
        Side(characters=[STORMTROOPER]),
    )
    for die in s.dice:
        if die.where == ON_CARD:
            assert die.card == s.units[die.unit].card
    act(s, "action", "play Rey's Staff")
    act(s, "upgrade-host", "Finn")
    staff = uid(s, "Rey's Staff")
    [die] = [d for d in s.dice if d.unit == staff]
    assert die.card == index(s, REYS_STAFF) and die.where == ON_CARD
    # The Lightsaber's die is still set aside, waiting for its own card.
    assert [d.where for d in s.dice if d.card == index(s, LIGHTSABER)] == [SET_ASIDE]


@rules("SWD-RARITY-01")
def test_five_rarities_and_a_die_has_its_cards_rarity(pool: CardPool, tmp_path: Path) -> None:
    assert RARITIES == ("starter", "common", "uncommon", "rare", "legendary")
    with pytest.raises(DataError, match="rarity"):
        load_entries(tmp_path, support_entry(rarity="mythic"))
    s = position(Side(characters=[VADER]), Side(characters=[REY]))
    [die] = [d for d in s.dice if d.card == index(s, VADER)]
    assert not hasattr(die, "rarity")  # a die has no rarity of its own ...
    assert s.cards[die.card].rarity == "legendary"  # ... it is its card's


@rules("SWD-RARITY-02", "SWD-RARITY-03", "SWD-RARITY-04", "SWD-RARITY-05", "SWD-RARITY-06")
@pytest.mark.parametrize(
    ("rarity", "code"),
    [
        ("starter", KYLO),
        ("common", TAKE_COVER),
        ("uncommon", EMPERORS_FAVOR),
        ("rare", STORMTROOPER),
        ("legendary", VADER),
    ],
)
def test_each_rarity_is_read_from_the_card_data(
    pool: CardPool, tmp_path: Path, rarity: str, code: str
) -> None:
    assert pool.by_code[code].rarity == rarity
    assert load_entries(tmp_path, support_entry(rarity=rarity)).cards[0].rarity == rarity


@rules("SWD-DIESUM-01")
def test_a_card_with_a_die_lists_all_six_faces(pool: CardPool, tmp_path: Path) -> None:
    for c in pool.cards:
        assert len(c.die) in (0, 6), c.describe()
    with pytest.raises(DataError, match="6 faces"):
        load_entries(tmp_path, character_entry(die=["1 melee"] * 5))
    s = position(Side(characters=[KYLO]), Side(characters=[REY]))
    [die] = [d for d in s.dice if d.card == index(s, KYLO)]
    assert [f.label() for f in die.faces] == [
        "1 melee",
        "2 melee (cost 1)",
        "1 shield",
        "1 resource",
        "special",
        "blank",
    ]


# --- Battlefields and subtitles -----------------------------------------------------------


@rules("SWD-BF-01")
@pytest.mark.parametrize("seed", [0, 1])
def test_only_the_chosen_battlefield_is_used(seed: int) -> None:
    s = DestinyGame().new_initial_state(seed)
    finish_setup(s)
    battlefields = [u for u in s.units if u.kind == "battlefield"]
    assert len(battlefields) == 1
    chosen = s.name(battlefields[0].uid)
    [unused] = {"Starship Graveyard", "Frozen Wastes"} - {chosen}
    assert not any(unused in label for label in labels(s))
    assert any(label.startswith(f"claim {chosen}") for label in labels(s))


@rules("SWD-BF-02")
def test_the_owner_of_the_chosen_battlefield_controls_it_at_setup() -> None:
    s = DestinyGame().new_initial_state(0)
    while s.decision().kind == "mulligan":
        act(s, "mulligan", "keep your hand")
    chooser = s.decision().seat
    act(s, "choose-battlefield", "your opponent's battlefield")
    bf = s.units[s.battlefield]
    assert bf.owner == bf.controller == 1 - chooser


@rules("SWD-BF-02", "SWD-BFAREA-01")
def test_the_last_player_to_claim_controls_the_battlefield() -> None:
    deck = [TAKE_COVER] * 6
    s = position(
        Side(characters=[FINN], deck=deck),
        Side(characters=[STORMTROOPER], deck=deck, battlefield=FROZEN_WASTES),
        turn=1,
    )
    assert s.units[s.battlefield].controller == 0
    act(s, "action", "claim Starship Graveyard")
    act(s, "may", "no")  # Starship Graveyard's claim ability is optional
    assert s.units[s.battlefield].controller == 1
    assert s.view(0)["battlefield"]["controller"] == 1
    assert not has_option(s, "claim")  # one claim a round
    play_out_round(s)
    act(s, "action", "pass")  # P2 acts first now
    act(s, "action", "claim Starship Graveyard")
    act(s, "may", "no")  # Starship Graveyard's claim ability is optional
    assert s.units[s.battlefield].controller == 0
    assert s.units[s.battlefield].owner == 0


def test_a_claim_says_once_that_the_player_passes_for_the_rest_of_the_round() -> None:
    """Each automatic pass after a claim was a line of its own ("passes (claimed the
    battlefield)", 26 in one three-player game): the claim says it, once."""
    deck = [TAKE_COVER] * 6
    s = position(Side(characters=[FINN], deck=deck), Side(characters=[STORMTROOPER], deck=deck))
    act(s, "action", "claim Starship Graveyard")
    act(s, "may", "no")
    act(s, "action", "activate")  # P2 acts; P1 passes by itself; then P2 passes
    while s.decision().kind != "action" or s.decision().seat != 1:
        s.apply_action(s.decision().options[0])
    act(s, "action", "pass")
    assert s.round == 2 or s.phase != "action"
    claims = [line for line in s.log if "claims" in line]
    assert claims == [
        "P1 Rey Starter claims Starship Graveyard; they pass for the rest of the round."
    ]
    assert not [line for line in s.log if "(claimed the battlefield)" in line]


@rules("SWD-BF-03")
def test_claiming_the_battlefield_resolves_its_claim_ability() -> None:
    s = position(
        Side(characters=[FINN], battlefield=FROZEN_WASTES), Side(characters=[KYLO, STORMTROOPER])
    )
    [kylo_die] = put_in_pool(s, uid(s, "Kylo Ren"), 0)
    act(s, "action", "claim Frozen Wastes")
    act(s, "may", "yes")
    act(s, "choose-die", "Kylo Ren die")
    assert s.dice[kylo_die].where == ON_CARD
    assert s.pool(1) == []


@rules("SWD-BF-04")
def test_the_battlefield_controller_acts_first_each_round() -> None:
    deck = [TAKE_COVER] * 6
    s = position(Side(characters=[FINN], deck=deck), Side(characters=[STORMTROOPER], deck=deck))
    assert s.decision().seat == 0
    play_out_round(s)
    assert s.round == 2 and s.decision().seat == 0
    act(s, "action", "pass")
    act(s, "action", "claim Starship Graveyard")
    act(s, "may", "no")  # Starship Graveyard's claim ability is optional
    play_out_round(s)
    assert s.round == 3 and s.decision().seat == 1 and s.decision().kind == "action"


@rules("SWD-BF-05")
def test_all_battlefields_are_gray(pool: CardPool) -> None:
    battlefields = [c for c in pool.cards if c.type == "battlefield"]
    assert len(battlefields) >= 3
    assert {c.color for c in battlefields} == {"gray"}


@rules("SWD-SUBTITLE-01")
def test_subtitles_name_battlefield_places_and_character_versions(pool: CardPool) -> None:
    assert pool.by_code[FROZEN_WASTES].title == "Frozen Wastes, Starkiller Base"
    assert pool.by_code[VADER].title == "Darth Vader, Sith Lord"
    s = position(Side(characters=[REY], battlefield=FROZEN_WASTES), Side(characters=[STORMTROOPER]))
    assert "claim Frozen Wastes, Starkiller Base" in labels(s)
    assert f"activate Rey, Force Prodigy [#{uid(s, 'Rey')}, P1]" in tagged(s)


# --- Characters, health, points -----------------------------------------------------------


@rules("SWD-CHAR-01", "SWD-POINTS-01")
def test_a_team_spends_up_to_30_points_on_characters(pool: CardPool) -> None:
    def team_problems(*members: tuple[str, bool]) -> tuple[int, list[DeckProblem]]:
        deck = DeckList(
            "t", "constructed", FROZEN_WASTES, tuple(TeamMember(c, e) for c, e in members), (), "t"
        )
        problems = [p for p in deck_problems(deck, pool) if "SWD-TEAM-01" in p.rules]
        return deck.team_points(pool), problems

    assert team_problems((VADER, True), (TUSKEN, False)) == (21 + 9, [])
    points, problems = team_problems((VADER, True), (TUSKEN, False), (STORMTROOPER, False))
    assert points == 37 and len(problems) == 1
    assert load_deck("kylo", pool).team_points(pool) == 13 + 7
    assert load_deck("rey", pool).team_points(pool) == 12 + 13


@rules("SWD-CHAR-02", "SWD-INPLAY-02")
def test_characters_start_in_play_and_stay_until_defeated() -> None:
    s = DestinyGame().new_initial_state(0)
    assert [s.name(u) for u in s.characters(0)] == ["Rey", "Finn"]
    assert [s.name(u) for u in s.characters(1)] == ["Kylo Ren", "First Order Stormtrooper"]
    finish_setup(s)
    before = s.characters(0) + s.characters(1)
    play_out_round(s)
    assert s.characters(0) + s.characters(1) == before
    trooper = uid(s, "First Order Stormtrooper")
    refresh(s)  # the pending turn waits under the defeat
    deal_damage(s, trooper, 7)
    s.decision()
    assert not s.units[trooper].in_play
    assert trooper not in s.characters(1)


@rules("SWD-CHAR-03", "SWD-POINTS-03")
def test_an_elite_character_has_two_dice_and_rolls_them_all_when_activated() -> None:
    s = DestinyGame().new_initial_state(0)
    dice = {s.name(u): [d for d in s.dice if d.unit == u] for u in s.characters(0)}
    assert s.units[uid(s, "Rey")].elite and len(dice["Rey"]) == 2
    assert not s.units[uid(s, "Finn")].elite and len(dice["Finn"]) == 1
    finish_setup(s)
    if s.decision().seat == 1:
        act(s, "action", "pass")
    act(s, "action", "activate Rey")
    assert sorted(s.pool(0)) == sorted(d.id for d in dice["Rey"])


@rules("SWD-CHAR-03")
def test_a_character_card_must_have_a_die(tmp_path: Path) -> None:
    with pytest.raises(DataError, match="die"):
        load_entries(tmp_path, character_entry(die=None))


@rules("SWD-HEALTH-01")
def test_health_is_the_damage_a_character_takes_before_it_is_defeated() -> None:
    def after_hit(damage: int) -> bool:
        s = position(Side(characters=[FINN]), Side(characters=[STORMTROOPER, STORMTROOPER]))
        trooper = uid(s, "First Order Stormtrooper", 1)
        set_damage(s, trooper, damage)
        put_in_pool(s, uid(s, "Finn"), 0)  # 1 ranged
        act(s, "action", "resolve dice showing ranged")
        act(s, "resolve-die", "Finn die")
        act(s, "symbol-target", f"[#{trooper}, P2]")
        s.decision()
        return s.units[trooper].in_play

    assert after_hit(5)  # 6 damage of 7 health: still standing
    assert not after_hit(6)  # 7 of 7: defeated


# --- Events and cost ----------------------------------------------------------------------


@rules("SWD-EVENT-01")
def test_an_event_resolves_then_goes_to_its_players_discard_pile() -> None:
    s = position(Side(characters=[FINN], hand=[TAKE_COVER]), Side(characters=[STORMTROOPER]))
    units = len(s.units)
    act(s, "action", "play Take Cover")
    act(s, "choose-character", "Finn")
    assert s.units[uid(s, "Finn")].shields == 1
    assert s.discard == [[index(s, TAKE_COVER)], []]
    assert s.hand[0] == [] and s.limbo == [] and len(s.units) == units


@rules("SWD-EVENT-02")
def test_an_event_is_in_limbo_while_it_resolves() -> None:
    s = position(Side(characters=[FINN], hand=[TAKE_COVER]), Side(characters=[STORMTROOPER]))
    act(s, "action", "play Take Cover")
    assert s.decision().kind == "choose-character"  # still resolving
    take_cover = index(s, TAKE_COVER)
    assert s.limbo == [take_cover]
    assert take_cover not in s.hand[0] and take_cover not in s.discard[0]
    assert s.view(1)["limbo"] == ["Take Cover"]
    act(s, "choose-character", "Finn")
    assert s.limbo == [] and s.discard[0] == [take_cover]


@rules("SWD-EVENT-03")
def test_an_event_with_no_effect_can_still_be_played() -> None:
    s = position(
        Side(characters=[FINN], hand=[USE_THE_FORCE, BLOCK], resources=3),
        Side(characters=[KYLO]),
    )
    [kylo_die] = put_in_pool(s, uid(s, "Kylo Ren"), 0)
    assert has_option(s, "play Use The Force")  # no blue character to spot
    act(s, "action", "play Use The Force")
    assert "No blue character to spot: no effect." in s.log
    assert s.dice[kylo_die].side == 0 and s.resources[0] == 2
    assert index(s, USE_THE_FORCE) in s.discard[0]


@rules("SWD-EVENT-03")
def test_an_event_whose_play_restriction_is_not_met_cannot_be_played() -> None:
    # Flank: only when your ready characters outnumber an opponent's.
    s = position(
        Side(characters=[FINN], hand=[FLANK], resources=3),
        Side(characters=[KYLO, STORMTROOPER]),
    )
    assert not has_option(s, "play Flank")
    s = position(Side(characters=[FINN, REY], hand=[FLANK], resources=3), Side(characters=[KYLO]))
    assert has_option(s, "play Flank")


@rules("SWD-COST-01")
def test_playing_a_card_costs_resources_equal_to_its_cost() -> None:
    s = position(Side(characters=[FINN], hand=[BLOCK], resources=1), Side(characters=[KYLO]))
    assert "play Block (cost 2)" not in labels(s)
    s = position(Side(characters=[FINN], hand=[BLOCK], resources=3), Side(characters=[KYLO]))
    act(s, "action", "play Block (cost 2)")
    assert s.resources[0] == 1


@rules("SWD-COST-01")
def test_only_events_supports_and_upgrades_have_a_cost(pool: CardPool, tmp_path: Path) -> None:
    for c in pool.cards:
        if c.type in ("character", "battlefield"):
            assert c.cost == 0
    with pytest.raises(DataError, match="cost"):
        load_entries(tmp_path, support_entry(cost=None))
    with pytest.raises(DataError, match="cost"):
        load_entries(tmp_path, character_entry(cost=2))


# --- Supports -----------------------------------------------------------------------------


@rules("SWD-SUPPORT-01")
def test_a_played_support_enters_its_players_play_area() -> None:
    s = position(Side(characters=[FINN], hand=[UNDERWORLD], resources=2), Side(characters=[KYLO]))
    act(s, "action", "play Underworld Connections")
    support = s.units[uid(s, "Underworld Connections")]
    assert (support.kind, support.controller, support.host, support.ready) == (SUPPORT, 0, -1, True)
    mine = [c["name"] for c in s.view(1)["players"][0]["in_play"]]
    assert "Underworld Connections" in mine
    assert index(s, UNDERWORLD) not in s.hand[0]


@rules("SWD-SUPPORT-02")
def test_a_support_stays_in_play_and_its_action_repeats_each_round() -> None:
    deck = [TAKE_COVER] * 8
    s = position(
        Side(characters=[FINN], supports=[UNDERWORLD], deck=deck),
        Side(characters=[KYLO], deck=deck),
    )
    act(s, "action", "use Underworld Connections")
    assert s.resources[0] == 1
    act(s, "action", "pass")
    assert not has_option(s, "use Underworld Connections")  # exhausted
    play_out_round(s)
    support = uid(s, "Underworld Connections")
    assert s.units[support].in_play
    act(s, "action", "use Underworld Connections")
    assert s.resources[0] == 1 + 2 + 1


@rules("SWD-SUPPORT-03")
def test_supports_cannot_be_dealt_damage() -> None:
    s = position(Side(characters=[FINN]), Side(characters=[STORMTROOPER], supports=[TIE_FIGHTER]))
    put_in_pool(s, uid(s, "Finn"), 1)  # 2 ranged
    act(s, "action", "resolve dice showing ranged")
    act(s, "resolve-die", "Finn die")
    assert s.decision().kind == "symbol-target"
    assert not any("TIE Fighter" in label for label in labels(s))
    tie = uid(s, "First Order TIE Fighter")
    assert deal_damage(s, tie, 3) == 0
    assert s.units[tie].damage == 0 and s.units[tie].in_play


@rules("SWD-SUPPORT-04")
def test_activating_a_support_rolls_its_die() -> None:
    s = position(
        Side(characters=[STORMTROOPER], supports=[TIE_FIGHTER, POWER_DARK_SIDE]),
        Side(characters=[REY]),
    )
    tie = uid(s, "First Order TIE Fighter")
    assert not has_option(s, "activate Power of the Dark Side")  # it has no die
    act(s, "action", "activate First Order TIE Fighter")
    [die] = [d for d in s.dice if d.unit == tie]
    assert die.where == IN_POOL and s.pool(0) == [die.id]
    assert not s.units[tie].ready


@rules("SWD-SUPPORT-05")
def test_a_player_may_have_any_number_of_supports() -> None:
    many = [POWER_DARK_SIDE, POWER_DARK_SIDE, UNDERWORLD, AWAKENING, IT_BINDS, TIE_FIGHTER]
    s = position(
        Side(characters=[STORMTROOPER], supports=many, hand=[UNDERWORLD], resources=2),
        Side(characters=[REY]),
    )
    act(s, "action", "play Underworld Connections")
    assert sum(1 for u in s.units if u.in_play and u.kind == SUPPORT and u.controller == 0) == 7


# --- Subtypes -----------------------------------------------------------------------------


def rey_starter_with(
    pool: CardPool, swap_out: str, swap_in: str, team: tuple[str, ...]
) -> DeckList:
    rey = load_deck("rey", pool)
    cards = tuple((swap_in if code == swap_out else code, n) for code, n in rey.cards)
    members = tuple(TeamMember(code, code == REY) for code in team)
    return DeckList("t", "starter", rey.battlefield, members, cards, "t")


@rules("SWD-SUBTYPE-01")
def test_subtypes_matter_only_where_a_card_names_them(pool: CardPool) -> None:
    """Finn lets a hero deck hold red villain *weapons*: the F-11D Rifle (weapon) is
    fine, Personal Escort (an ability) is not; without Finn the rifle is illegal."""
    assert "weapon" in pool.by_code[F11D_RIFLE].subtypes
    with_finn = rey_starter_with(pool, TAKE_COVER, PERSONAL_ESCORT, (REY, FINN))
    problems = deck_problems(with_finn, pool)
    assert not any("F-11D Rifle" in p.message for p in problems)
    assert any("Personal Escort" in p.message for p in problems)
    without_finn = rey_starter_with(pool, TAKE_COVER, TAKE_COVER, (REY, HAN))
    assert any("F-11D Rifle" in p.message for p in deck_problems(without_finn, pool))


@rules("SWD-SUBTYPE-02")
def test_a_subtype_is_read_from_the_subtype_field_never_from_the_text(tmp_path: Path) -> None:
    """What a card "refers to in bold" is its subtype field: a red villain upgrade whose
    text says "weapon" but whose subtype is equipment is not a weapon for Finn."""
    wordy = support_entry(
        code="90101",
        number=101,
        name="Weapon In Name Only",
        type="upgrade",
        color="red",
        affiliation="villain",
        subtypes=["equipment"],
        text="A weapon, a Weapon, a WEAPON.",
    )
    real = support_entry(
        code="90102",
        number=102,
        name="Plain Blaster",
        type="upgrade",
        color="red",
        affiliation="villain",
        subtypes=["weapon"],
        text="No words.",
    )
    pool = load_pool([Path(shipped_plus(tmp_path, wordy, real))])
    deck = rey_starter_with(pool, TAKE_COVER, "90101", (REY, FINN))
    assert any("Weapon In Name Only" in p.message for p in deck_problems(deck, pool))
    deck = rey_starter_with(pool, TAKE_COVER, "90102", (REY, FINN))
    assert not any("Plain Blaster" in p.message for p in deck_problems(deck, pool))


# --- Upgrades -----------------------------------------------------------------------------


@rules("SWD-UPGRADE-01")
def test_an_upgrade_is_attached_to_one_of_its_players_own_characters() -> None:
    s = position(
        Side(characters=[FINN, REY], hand=[LIGHTSABER], resources=3),
        Side(characters=[KYLO, STORMTROOPER]),
    )
    act(s, "action", "play Lightsaber")
    assert all("P1]" in label for label in tagged(s)) and len(tagged(s)) == 2
    act(s, "upgrade-host", "Finn")
    saber = s.units[uid(s, "Lightsaber")]
    assert (saber.kind, saber.host, saber.controller) == (UPGRADE, uid(s, "Finn"), 0)
    [finn_view] = [c for c in s.view(1)["players"][0]["in_play"] if c["uid"] == uid(s, "Finn")]
    assert finn_view["upgrades"] == [saber.uid]


@rules("SWD-UPGRADE-02")
def test_replacing_an_upgrade_discards_it_and_lowers_the_new_cost() -> None:
    s = position(
        Side(characters=[FINN], upgrades=[(JEDI_ROBES, 0)], hand=[LIGHTSABER], resources=1),
        Side(characters=[KYLO]),
    )
    assert has_option(s, "play Lightsaber")  # 3 - 2 = 1: affordable only by replacing
    act(s, "action", "play Lightsaber")
    act(s, "upgrade-host", "Finn")
    assert tagged(s) == [f"Jedi Robes [#{uid(s, 'Jedi Robes')}, P1]"]
    act(s, "upgrade-replace", "Jedi Robes")
    assert s.resources[0] == 0
    assert [s.name(u) for u in s.upgrades_on(uid(s, "Finn"))] == ["Lightsaber"]
    assert s.discard[0] == [index(s, JEDI_ROBES)]


@rules("SWD-UPGRADE-02")
def test_replacing_an_upgrade_is_optional() -> None:
    s = position(
        Side(characters=[FINN], upgrades=[(JEDI_ROBES, 0)], hand=[LIGHTSABER], resources=3),
        Side(characters=[KYLO]),
    )
    act(s, "action", "play Lightsaber")
    act(s, "upgrade-host", "Finn")
    act(s, "upgrade-replace", "replace nothing")
    assert s.resources[0] == 0
    assert sorted(s.name(u) for u in s.upgrades_on(uid(s, "Finn"))) == ["Jedi Robes", "Lightsaber"]


@rules("SWD-UPGRADE-03")
def test_an_upgrade_stays_in_play_until_its_character_is_defeated() -> None:
    deck = [TAKE_COVER] * 8
    s = position(
        Side(characters=[FINN, REY], upgrades=[(JEDI_ROBES, 0)], deck=deck),
        Side(characters=[STORMTROOPER], deck=deck),
        turn=1,
    )
    robes = uid(s, "Jedi Robes")
    act(s, "action", "pass")
    play_out_round(s)
    assert s.units[robes].in_play and s.units[robes].host == uid(s, "Finn")
    finn = uid(s, "Finn")
    set_damage(s, finn, 9)
    put_in_pool(s, uid(s, "Rey"), 0)  # 1 melee
    refresh(s)
    act(s, "action", "resolve dice showing melee")
    act(s, "resolve-die", "Rey die")
    act(s, "symbol-target", f"[#{finn}, P1]")
    s.decision()
    assert not s.units[finn].in_play
    assert not s.units[robes].in_play
    assert index(s, JEDI_ROBES) in s.discard[0]


@rules("SWD-UPGRADE-04")
def test_a_character_with_three_upgrades_takes_a_fourth_only_as_a_replacement() -> None:
    s = position(
        Side(
            characters=[FINN],
            upgrades=[(JEDI_ROBES, 0), (COMLINK, 0), (HUNKER_DOWN, 0)],
            hand=[LIGHTSABER],
            resources=9,
        ),
        Side(characters=[KYLO]),
    )
    act(s, "action", "play Lightsaber")
    act(s, "upgrade-host", "Finn")
    assert s.decision().kind == "upgrade-replace"
    assert "replace nothing" not in labels(s) and len(labels(s)) == 3
    act(s, "upgrade-replace", "Comlink")
    assert len(s.upgrades_on(uid(s, "Finn"))) == 3


@rules("SWD-UPGRADE-04")
def test_a_third_upgrade_arriving_by_redeploy_is_within_the_limit() -> None:
    s = position(
        Side(
            characters=[REY, FINN],
            upgrades=[(LIGHTSABER, 0), (JEDI_ROBES, 1), (COMLINK, 1)],
        ),
        Side(characters=[STORMTROOPER]),
        turn=1,
    )
    rey = uid(s, "Rey")
    set_damage(s, rey, 9)
    put_in_pool(s, uid(s, "First Order Stormtrooper"), 0)  # 1 ranged
    act(s, "action", "resolve dice showing ranged")
    act(s, "resolve-die", "Stormtrooper die")
    act(s, "symbol-target", f"[#{rey}, P1]")
    act(s, "redeploy", "Finn")
    assert s.decision().kind != "discard-upgrade"
    finn_upgrades = sorted(s.name(u) for u in s.upgrades_on(uid(s, "Finn")))
    assert finn_upgrades == ["Comlink", "Jedi Robes", "Lightsaber"]


@rules("SWD-UPGRADE-04")
def test_a_fourth_upgrade_arriving_by_redeploy_makes_its_controller_discard_down_to_three() -> None:
    s = position(
        Side(
            characters=[REY, FINN],
            upgrades=[(LIGHTSABER, 0), (JEDI_ROBES, 1), (COMLINK, 1), (HUNKER_DOWN, 1)],
        ),
        Side(characters=[STORMTROOPER]),
        turn=1,
    )
    rey = uid(s, "Rey")
    set_damage(s, rey, 9)
    put_in_pool(s, uid(s, "First Order Stormtrooper"), 0)  # 1 ranged
    act(s, "action", "resolve dice showing ranged")
    act(s, "resolve-die", "Stormtrooper die")
    act(s, "symbol-target", f"[#{rey}, P1]")
    act(s, "redeploy", "Finn")
    assert s.decision().kind == "discard-upgrade" and s.decision().seat == 0
    assert len(labels(s)) == 4
    act(s, "discard-upgrade", "Comlink")
    finn_upgrades = sorted(s.name(u) for u in s.upgrades_on(uid(s, "Finn")))
    assert finn_upgrades == ["Hunker Down", "Jedi Robes", "Lightsaber"]
    assert index(s, COMLINK) in s.discard[0]


@rules("SWD-UPGRADE-05")
def test_a_character_may_carry_three_weapons() -> None:
    s = position(
        Side(
            characters=[FINN],
            upgrades=[(LIGHTSABER, 0), (F11D_RIFLE, 0)],
            hand=[REYS_STAFF],
            resources=2,
        ),
        Side(characters=[KYLO]),
    )
    act(s, "action", "play Rey's Staff")
    act(s, "upgrade-host", "Finn")
    act(s, "upgrade-replace", "replace nothing")
    weapons = [u for u in s.upgrades_on(uid(s, "Finn")) if "weapon" in s.card(u).subtypes]
    assert len(weapons) == 3


@rules("SWD-UPGRADE-06")
def test_a_character_may_have_two_copies_of_a_non_unique_upgrade() -> None:
    s = position(
        Side(characters=[FINN], upgrades=[(LIGHTSABER, 0)], hand=[LIGHTSABER], resources=3),
        Side(characters=[KYLO]),
    )
    act(s, "action", "play Lightsaber")
    act(s, "upgrade-host", "Finn")
    act(s, "upgrade-replace", "replace nothing")
    sabers = [u for u in s.upgrades_on(uid(s, "Finn")) if s.name(u) == "Lightsaber"]
    assert len(sabers) == 2
    # Each copy has its own die on it.
    assert all(len([d for d in s.dice if d.unit == u]) == 1 for u in sabers)


@rules("SWD-UPGRADE-07")
@pytest.mark.parametrize("upgrade_ready", [True, False])
def test_upgrade_dice_roll_with_the_character_whether_the_upgrade_is_ready_or_not(
    upgrade_ready: bool,
) -> None:
    s = position(Side(characters=[FINN], upgrades=[(LIGHTSABER, 0)]), Side(characters=[KYLO]))
    saber = uid(s, "Lightsaber")
    set_ready(s, saber, upgrade_ready)
    refresh(s)
    act(s, "action", "activate Finn")
    [saber_die] = [d for d in s.dice if d.unit == saber]
    assert saber_die.where == IN_POOL
    assert len(s.pool(0)) == 2
    assert not s.units[uid(s, "Finn")].ready
    assert s.units[saber].ready == upgrade_ready  # the upgrade does not exhaust with him
