"""Build a Gloomhaven mid-scenario position from a short description: for rules
tests, puzzles and bug reports, without touching engine fields.

    >>> from rulebound.games.gloomhaven.position import Character, Monster, Position
    >>> s = build_position(Position(
    ...     party=[Character("brute", hex=(2, 2), hp=6, discard=["Trample"]),
    ...            Character("mindthief", hex=(4, 4), conditions=["poison"])],
    ...     monsters=[Monster("bandit-guard", (3, 2), elite=True, hp=5)],
    ...     elements={"fire": "strong"},
    ... ))
    >>> s.decision().kind, s.character(0).hp
    ('plan', 6)

The state waits at the start of the round's planning (GH-RSTART). From there,
:func:`start_character_turn` and :func:`start_monster_turn` jump to a figure's turn,
:func:`start_end_of_round` to the end of the round; :func:`add_monster`,
:func:`place`, :func:`set_hp`, :func:`set_elements`, :func:`stack_modifiers`,
:func:`draw_ability_card`, :func:`stack_ability_deck`, :func:`move_cards`,
:func:`set_experience`, :func:`set_coins`, :func:`put_money`, :func:`put_treasure`,
:func:`set_round`, :func:`set_shield`, :func:`open_doors`, :func:`reveal_rooms`,
:func:`exhaust_character` and :func:`remove_figure` edit a built state one thing at a
time, and :func:`add_ability_card` makes up a monster ability card
for a puzzle. Cards are named by their English names (case does not matter), conditions
and elements by their ids (``poison``, ``fire``). A bad name is a one-line
``ParameterError``.
docs/gloomhaven-position.md has the whole description.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from rulebound.games.gloomhaven.conditions import Condition
from rulebound.games.gloomhaven.elements import Element, ElementBoard, Strength
from rulebound.games.gloomhaven.figures import MONSTER, SUMMON, ActiveCard, Figure
from rulebound.games.gloomhaven.modifiers import ModifierCard
from rulebound.games.gloomhaven.state import GloomhavenState, MonsterDeck
from rulebound.kernel.errors import ParameterError
from rulebound.kernel.hexgrid import Hex
from rulebound.kernel.steps import Step


@dataclass
class Summon:
    """A character's summon in play: ``summon`` is its id in the class file, ``card``
    the ability card (in the Active Area) that holds it."""

    summon: str
    hex: Hex
    card: str
    hp: int | None = None


@dataclass
class Character:
    """One character: ``cls`` is the class id (``brute``). ``hand`` ``None`` keeps the
    dealt hand less the cards named elsewhere; ``active`` lists ``(card, half)`` or
    ``(card, half, uses left)`` in the Active Area (persistent and round bonuses)."""

    cls: str
    hex: Hex | None = None
    hp: int | None = None
    hand: list[str] | None = None
    discard: list[str] = field(default_factory=list)
    lost: list[str] = field(default_factory=list)
    active: list[tuple[Any, ...]] = field(default_factory=list)
    conditions: list[str] = field(default_factory=list)
    summons: list[Summon] = field(default_factory=list)
    xp: int = 0


@dataclass
class Monster:
    """A monster standee; ``number`` ``None`` takes the lowest free one."""

    type: str
    hex: Hex
    elite: bool = False
    hp: int | None = None
    conditions: list[str] = field(default_factory=list)
    number: int | None = None


@dataclass
class Position:
    """``scenario``: a scenario number or a scenario file of our YAML format.
    ``monsters`` ``None`` keeps the monsters set-up placed; a list replaces them.
    ``rooms`` and ``open_doors``: rooms revealed and doors opened beyond the first
    room (a revealed room places its monsters unless ``monsters`` is given).
    ``elements``: ``{element: "strong" | "waning"}``, the rest inert. ``drawn``: the
    monster ability card (by id) each type has drawn this round."""

    party: list[Character]
    scenario: int | str = 1
    level: int | None = None
    character_level: int = 1
    monsters: list[Monster] | None = None
    elements: dict[str, str] = field(default_factory=dict)
    round: int = 1
    rooms: list[int] = field(default_factory=list)
    open_doors: list[Hex] = field(default_factory=list)
    drawn: dict[str, int] = field(default_factory=dict)
    seed: int = 0
    params: dict[str, Any] = field(default_factory=dict)


def new_game(pos: Position) -> GloomhavenState:
    """The scenario after set-up, the start hexes taken in order: round 1's plans."""
    from rulebound.kernel.game import load_game  # at call time: the registry loads us

    params: dict[str, Any] = {
        "party": ",".join(c.cls for c in pos.party),
        "hands": "first",
        "character_level": pos.character_level,
        **pos.params,
    }
    if isinstance(pos.scenario, int):
        params["scenario"] = pos.scenario
    else:
        params["scenario_file"] = str(pos.scenario)
    if pos.level is not None:
        params["level"] = pos.level
    s = load_game("gloomhaven", **params).new_initial_state(pos.seed)
    assert isinstance(s, GloomhavenState)
    while s.decision().kind in ("battle-goal", "start-hex"):
        s.apply_action(s.decision().options[0])
    return s


def build_position(pos: Position) -> GloomhavenState:
    """The described position, waiting at the start of the round's planning."""
    s = new_game(pos)
    open_doors(s, *pos.open_doors)
    reveal_rooms(s, *pos.rooms)
    if pos.monsters is not None:
        for f in s.figures:
            if f.kind == MONSTER:
                f.alive = False  # replaced by the description's monsters
        for m in pos.monsters:
            fig = add_monster(s, m.type, m.hex, "elite" if m.elite else "normal", m.number)
            if m.hp is not None:
                fig.hp = _bounded(m.hp, fig.max_hp, fig.label)
            _give(fig, m.conditions)
    for seat, c in enumerate(pos.party):
        _set_character(s, seat, c)
    set_elements(s, **pos.elements)
    for type_id, card in pos.drawn.items():
        draw_ability_card(s, type_id, card)
    s.round = pos.round
    s.refresh()
    return s


def _bounded(hp: int, most: int, who: str) -> int:
    if not 1 <= hp <= most:
        raise ParameterError(f"gloomhaven position: {who} has 1 to {most} hit points, not {hp}")
    return hp


def _give(fig: Figure, conditions: list[str]) -> None:
    for name in conditions:
        try:
            condition = Condition(name)
        except ValueError:
            raise ParameterError(f"gloomhaven position: unknown condition {name!r}") from None
        fig.conditions = fig.conditions.apply(condition).conditions


def _set_character(s: GloomhavenState, seat: int, c: Character) -> None:
    hero = s.heroes[seat]
    fig = s.character(seat)
    if c.hex is not None:
        place(s, seat, c.hex)
    if c.hp is not None:
        fig.hp = _bounded(c.hp, fig.max_hp, fig.label)
    _give(fig, c.conditions)
    hero.xp = c.xp
    named = {
        "discard": [card_index(s, seat, n) for n in c.discard],
        "lost": [card_index(s, seat, n) for n in c.lost],
    }
    active = [_active(s, seat, a) for a in c.active]
    elsewhere = set(named["discard"]) | set(named["lost"]) | {a.card for a in active}
    if c.hand is not None:
        hero.hand = [card_index(s, seat, n) for n in c.hand]
    else:
        hero.hand = [i for i in hero.hand if i not in elsewhere]
    hero.discard, hero.lost, hero.active = named["discard"], named["lost"], active
    for summon in c.summons:
        _add_summon(s, seat, summon)


def _active(s: GloomhavenState, seat: int, spec: tuple[Any, ...]) -> ActiveCard:
    name, half, *uses = spec
    if half not in ("top", "bottom"):
        raise ParameterError(f"gloomhaven position: a card's half is top or bottom, not {half!r}")
    return ActiveCard(card_index(s, seat, str(name)), half, int(uses[0]) if uses else 0)


def _add_summon(s: GloomhavenState, seat: int, spec: Summon) -> Figure:
    hero = s.heroes[seat]
    stats = hero.cls.summons.get(spec.summon)
    if stats is None:
        raise ParameterError(f"gloomhaven position: {hero.cls.name} has no summon {spec.summon!r}")
    card = card_index(s, seat, spec.card)
    most = int(stats["health"])
    number = 1 + sum(1 for f in s.figures if f.kind == SUMMON and f.seat == seat)
    hp = most if spec.hp is None else _bounded(spec.hp, most, str(stats.get("name", spec.summon)))
    name = str(stats.get("name", spec.summon))
    fig = Figure(len(s.figures), SUMMON, name, spec.summon, _hex(s, spec.hex), hp, most)
    fig.number, fig.seat, fig.card = number, seat, card
    s.figures.append(fig)
    holder = next((a for a in hero.active if a.card == card), None)
    if holder is None:
        top = hero.cls.cards[card].half("top").actions
        half = (
            "top" if any(a.kind == "summon" and a.value == spec.summon for a in top) else "bottom"
        )
        holder = ActiveCard(card, half)
        hero.active.append(holder)
        if card in hero.hand:
            hero.hand.remove(card)
    holder.summon = fig.id
    return fig


# --- one edit at a time -------------------------------------------------------------------


def _hex(s: GloomhavenState, h: Hex) -> Hex:
    h = (int(h[0]), int(h[1]))
    if h not in s.game.hex_index:
        raise ParameterError(f"gloomhaven position: hex {h[0]},{h[1]} is not on the map")
    return h


def card_index(s: GloomhavenState, seat: int, name: str) -> int:
    """The index of the character's ability card named ``name`` (any case)."""
    cards = s.heroes[seat].cls.cards
    found = next((i for i, c in enumerate(cards) if c.name.lower() == name.lower()), None)
    if found is None:
        cls = s.heroes[seat].cls.name
        raise ParameterError(f"gloomhaven position: {cls} has no card named {name!r}")
    return found


PILES = ("hand", "discard", "lost")


def move_cards(s: GloomhavenState, seat: int, pile: str, *cards: str | int) -> None:
    """The named ability cards of the character of ``seat`` (names, or indexes from
    :func:`card_index`) go to the end of ``pile`` (``hand``, ``discard`` or ``lost``)
    from the one of these they are in, so each card stays in exactly one place. A card
    played this round (its plan or the Active Area) is refused."""
    if pile not in PILES:
        raise ParameterError(f"gloomhaven position: no pile {pile!r} (hand, discard, lost)")
    hero = s.heroes[seat]
    moved = [c if isinstance(c, int) else card_index(s, seat, c) for c in cards]
    for c in moved:
        if not 0 <= c < len(hero.cls.cards):
            raise ParameterError(f"gloomhaven position: {hero.cls.name} has no card {c}")
        if c in hero.unplayed or any(a.card == c for a in hero.active):
            name = hero.cls.cards[c].name
            raise ParameterError(f"gloomhaven position: {name} is in play this round")
        for where in (hero.hand, hero.discard, hero.lost):
            if c in where:
                where.remove(c)
    getattr(hero, pile).extend(moved)


def place(s: GloomhavenState, seat: int, h: Hex) -> Figure:
    """Put the character of ``seat`` on hex ``h``."""
    return move_figure(s, s.character(seat), h)


def move_figure(s: GloomhavenState, fig: Figure, h: Hex) -> Figure:
    """Put a figure already on the map (a monster, a summon, a character) on hex ``h``."""
    if not fig.alive:
        raise ParameterError(f"gloomhaven position: {fig.label} is not on the map")
    fig.hex = _hex(s, h)
    return fig


def add_monster(
    s: GloomhavenState,
    kind: str,
    h: Hex,
    rank: str = "normal",
    number: int | None = None,
    summoned: bool = False,
) -> Figure:
    """Add a monster of type ``kind`` (``bandit-guard``) at ``h``, with its ability deck
    in play if it had none; ``summoned``: one a monster summoned (it leaves no Money
    Token when killed, GH-ATKRES-05)."""
    mtype = s.game.bestiary.monsters.get(kind)
    if mtype is None:
        raise ParameterError(f"gloomhaven position: unknown monster type {kind!r}")
    if rank not in ("normal", "elite"):
        raise ParameterError(f"gloomhaven position: a monster is normal or elite, not {rank!r}")
    stats = mtype.stats(s.values.monster_level, rank)
    used = {f.number for f in s.figures if f.kind == MONSTER and f.type == kind and f.alive}
    n = number if number is not None else min(set(range(1, 11)) - used)
    hp = stats["health"]
    fig = Figure(len(s.figures), MONSTER, mtype.name, kind, _hex(s, h), hp, hp, number=n, rank=rank)
    fig.summoned = summoned
    s.figures.append(fig)
    if kind not in s.ability_decks:
        cards = [c.id for c in s.game.bestiary.decks[mtype.deck]]
        s.ability_decks[kind] = MonsterDeck(cards, [], -1, False)
    return fig


def set_hp(s: GloomhavenState, fig: Figure, hp: int, most: int | None = None) -> None:
    """A figure's hit points (and, with ``most``, its maximum: a tougher test monster)."""
    if most is not None:
        fig.max_hp = most
    fig.hp = _bounded(hp, fig.max_hp, fig.label)


def stack_modifiers(s: GloomhavenState, seat: int | None, *cards: str | ModifierCard) -> None:
    """The attack modifier deck of the character of ``seat`` (``None``: the monsters'
    shared deck) is exactly these cards, top first (``"+0"``, ``"x2"``, ``"null"``...,
    or cards of a deck, ``ModifierCard``: those its items or perks added)."""
    from rulebound.games.gloomhaven.modifiers import ModifierDeck, parse_card

    try:
        parsed = tuple(c if isinstance(c, ModifierCard) else parse_card(c) for c in cards)
    except (KeyError, ValueError):
        raise ParameterError(f"gloomhaven position: unknown modifier card in {cards}") from None
    if seat is None:
        s.monster_deck = ModifierDeck(parsed, monsters=True)
    else:
        s.heroes[seat].deck = ModifierDeck(parsed)


def give_conditions(s: GloomhavenState, fig: Figure, *names: str) -> None:
    """The figure gets these conditions (``"stun"``, ``"poison"``...)."""
    _give(fig, list(names))


def remove_conditions(s: GloomhavenState, fig: Figure, *names: str) -> None:
    """The figure loses these conditions (those it does not have are ignored)."""
    for name in names:
        try:
            condition = Condition(name)
        except ValueError:
            raise ParameterError(f"gloomhaven position: unknown condition {name!r}") from None
        fig.conditions = fig.conditions.remove(condition)


def put_in_active_area(
    s: GloomhavenState, seat: int, card: str | int, half: str, uses_left: int = 0
) -> ActiveCard:
    """The named ability card (a name, or an index from :func:`card_index`) goes from
    the pile it is in to the character's Active Area, its ``half`` (``top`` or
    ``bottom``) in play as a round bonus or a persistent bonus with ``uses_left``."""
    c = card if isinstance(card, int) else card_index(s, seat, card)
    hero = s.heroes[seat]
    held = _active(s, seat, (hero.cls.cards[c].name, half, uses_left))  # checks the half
    move_cards(s, seat, "hand", c)  # out of any other pile, so it is in one place only
    hero.hand.remove(c)
    hero.active.append(held)
    return held


def set_items(
    s: GloomhavenState, seat: int, *items: tuple[int, str] | tuple[int, str, int]
) -> None:
    """The character of ``seat`` carries exactly these items: (item id, state) or (item
    id, state, use circles filled), the state ``ready``, ``spent`` or ``consumed``. The
    immunities an item gives (item 38) are added to the figure's."""
    from rulebound.games.gloomhaven.items import load_items

    catalog = load_items()
    for entry in items:
        item, state = entry[0], entry[1]
        used = entry[2] if len(entry) == 3 else 0
        if item not in catalog or state not in ("ready", "spent", "consumed"):
            raise ParameterError(f"gloomhaven position: no item {item} in state {state!r}")
        if not 0 <= used <= catalog[item].slots:
            raise ParameterError(
                f"gloomhaven position: item {item} has {catalog[item].slots} use circles,"
                f" {used} cannot be filled"
            )
    hero = s.heroes[seat]
    hero.items = [entry[0] for entry in items]
    hero.item_state = [entry[1] for entry in items]
    hero.item_used = [entry[2] if len(entry) == 3 else 0 for entry in items]
    from rulebound.games.gloomhaven.item_effects import immunities

    fig = s.figures[hero.figure]  # an equipped item's immunities (item 38) are added
    fig.conditions = fig.conditions.become_immune(*immunities(hero.items))


def set_experience(s: GloomhavenState, seat: int, xp: int) -> None:
    """The experience the character of ``seat`` has earned so far in this scenario."""
    if xp < 0:
        raise ParameterError("gloomhaven position: experience cannot be negative")
    s.heroes[seat].xp = xp


def set_coins(s: GloomhavenState, seat: int, coins: int) -> None:
    """The money tokens the character of ``seat`` has looted so far in this scenario."""
    if coins < 0:
        raise ParameterError("gloomhaven position: money tokens cannot be negative")
    s.heroes[seat].coins = coins


def put_money(s: GloomhavenState, h: Hex, tokens: int = 1) -> None:
    """Money tokens lying on hex ``h`` (0 takes them away)."""
    h = _hex(s, h)
    if tokens < 0:
        raise ParameterError("gloomhaven position: money tokens cannot be negative")
    if tokens:
        s.coins[h] = tokens
    else:
        s.coins.pop(h, None)


def put_treasure(s: GloomhavenState, h: Hex, number: int) -> None:
    """Treasure tile ``number`` (its number in the treasure index) lying on hex ``h``."""
    s.treasures[_hex(s, h)] = number


def set_round(s: GloomhavenState, number: int) -> None:
    """The round number (the round tracker)."""
    if number < 1:
        raise ParameterError("gloomhaven position: rounds are numbered from 1")
    s.round = number


def set_shield(s: GloomhavenState, fig: Figure, shield: int) -> None:
    """Shield ``shield`` on the figure for this round, as a round bonus gives it."""
    if shield < 0:
        raise ParameterError("gloomhaven position: a Shield cannot be negative")
    fig.shield = shield


def set_retaliate(s: GloomhavenState, fig: Figure, *retaliates: tuple[int, int]) -> None:
    """Retaliate on the figure for this round, as a monster ability card or a round
    bonus gives it: ``(value, range)`` pairs, range 1 for an adjacent attacker only;
    none takes it away. Retaliate printed on a monster's stat card is not changed."""
    if any(value < 1 or reach < 1 for value, reach in retaliates):
        raise ParameterError("gloomhaven position: a Retaliate and its range are at least 1")
    fig.retaliate = tuple(retaliates)


def open_doors(s: GloomhavenState, *doors: Hex) -> None:
    """Open these doors (the map changes: sight and paths go through them); the rooms
    behind them are not revealed (:func:`reveal_rooms` does that)."""
    hexes = {d.hex for d in s.game.scenario.doors}
    for h in doors:
        if _hex(s, h) not in hexes:
            raise ParameterError(f"gloomhaven position: hex {h[0]},{h[1]} is not a door")
    if doors:
        s.open_doors = s.open_doors | {_hex(s, h) for h in doors}
        s.rebuild_map()


def reveal_rooms(s: GloomhavenState, *rooms: int) -> None:
    """Reveal these rooms as an opened door does (their monsters, traps and treasure
    are placed); a room already revealed stays as it is."""
    from rulebound.games.gloomhaven.rounds import reveal_room

    ids = {r.id for r in s.game.scenario.rooms}
    for room in rooms:
        if room not in ids:
            raise ParameterError(f"gloomhaven position: the scenario has no room {room}")
        if room not in s.rooms:
            reveal_room(s, room, opened_by=-1)


def exhaust_character(s: GloomhavenState, seat: int) -> None:
    """The character of ``seat`` is exhausted: it and its summons leave the map."""
    from rulebound.games.gloomhaven.damage import exhaust

    exhaust(s, s.heroes[seat], by_cards=False)


def remove_figure(s: GloomhavenState, fig: Figure) -> None:
    """Take a monster or summon off the map, with no death effects and no reward."""
    if fig.kind not in (MONSTER, SUMMON):
        raise ParameterError(
            "gloomhaven position: only a monster or a summon is removed;"
            " a character is exhausted (exhaust_character)"
        )
    fig.alive = False


def add_summon(s: GloomhavenState, seat: int, summon: Summon) -> Figure:
    """A summon of the character of ``seat`` on the map, its card in the Active Area."""
    return _add_summon(s, seat, summon)


def set_elements(s: GloomhavenState, **levels: str) -> None:
    """The Element Infusion Table: the named elements ``strong`` or ``waning``, the
    others inert."""
    board = ElementBoard()
    for name, level in levels.items():
        try:
            board = board.with_level(Element(name), Strength[level.upper()])
        except (ValueError, KeyError):
            raise ParameterError(f"gloomhaven position: no element level {name}={level}") from None
    s.elements = board


def _ability_deck(
    s: GloomhavenState, kind: str, cards: tuple[int, ...], create: bool = False
) -> MonsterDeck:
    """Monster type ``kind``'s ability deck, once ``cards`` are checked to be its cards;
    with ``create``, a type not in play yet gets its deck now (kept when its monsters
    are revealed)."""
    deck = s.ability_decks.get(kind)
    mtype = s.game.bestiary.monsters.get(kind)
    if mtype is not None and deck is None and create:
        deck = s.ability_decks[kind] = MonsterDeck([], [], -1, False)
    if deck is None or mtype is None:
        raise ParameterError(f"gloomhaven position: no {kind!r} monsters are in play")
    ids = {c.id for c in s.game.bestiary.decks[mtype.deck]}
    for card in cards:
        if card not in ids:
            raise ParameterError(
                f"gloomhaven position: card {card} is not in the {mtype.name} deck"
            )
    return deck


def draw_ability_card(s: GloomhavenState, kind: str, card: int) -> None:
    """Monster type ``kind`` has drawn ability card ``card`` this round."""
    _ability_deck(s, kind, (card,)).drawn = card


def stack_ability_deck(s: GloomhavenState, kind: str, *cards: int) -> None:
    """Monster type ``kind``'s ability deck draws exactly these cards, in this order: its
    draw pile is these cards, top first (the card drawn this round, if any, stays). A
    type whose monsters are not on the map yet (behind a door, or spawned later) gets
    its deck now, and keeps it when they come."""
    _ability_deck(s, kind, cards, create=True).draw = list(cards)


def add_ability_card(
    s: GloomhavenState, kind: str, *actions: dict[str, Any], initiative: int = 40
) -> int:
    """A made-up ability card for monster type ``kind``, in this game only: for puzzles
    and tests that need an ability no printed card has. ``actions`` follow the schema of
    the monster data files (``{"move": 2}``, ``{"attack": 1, "range": 3}``...). Returns
    the card's number, for :func:`draw_ability_card` and :func:`stack_ability_deck`."""
    from rulebound.games.gloomhaven.monsters import AbilityCard

    mtype = s.game.bestiary.monsters.get(kind)
    if mtype is None:
        raise ParameterError(f"gloomhaven position: no {kind!r} monsters are in play")
    decks = s.game.bestiary.decks
    card = 900 + sum(len(d) for d in decks.values())  # above every printed card's number
    decks[mtype.deck] = (*decks[mtype.deck], AbilityCard(card, initiative, False, actions))
    return card


def set_turn_in_progress(s: GloomhavenState, acting: Figure, *types: str) -> None:
    """Mid-round: ``acting`` is taking its turn, and the monsters of ``types`` (each type
    at the Initiative of the card it drew this round, :func:`draw_ability_card`) are
    still to act; nobody else is. For what happens during a turn and changes the order
    (a spawn, a door a scenario effect opens): start it with :func:`start_steps`."""
    from rulebound.games.gloomhaven.rounds import monster_groups
    from rulebound.games.gloomhaven.turn_order import round_order

    if not acting.alive:
        raise ParameterError(f"gloomhaven position: {acting.label} is not on the map")
    for kind in types:
        deck = s.ability_decks.get(kind)
        if deck is None or deck.drawn < 0:
            raise ParameterError(f"gloomhaven position: {kind!r} has drawn no card this round")
    s.acting = acting.id
    s.order = round_order([], monster_groups(s, list(types)))


def add_monster_type(
    s: GloomhavenState,
    type_id: str,
    cards: list[tuple[int, list[dict[str, Any]]]],
    *,
    stats: dict[str, Any] | None = None,
    standees: int = 4,
) -> None:
    """A made-up monster type in this game only, for a rule no printed monster reaches:
    its own ability deck of ``(initiative, actions)`` cards (actions in the monster data
    files' schema) and the same stat card ``stats`` at every level and rank (default:
    5 hit points, Move 2, Attack 2); ``standees`` limits how many can be on the map."""
    from rulebound.games.gloomhaven.monsters import AbilityCard, MonsterType

    bestiary = s.game.bestiary
    if type_id in bestiary.monsters:
        raise ParameterError(f"gloomhaven position: monster type {type_id!r} exists already")
    first = 800 + 10 * len(bestiary.decks)
    bestiary.decks[type_id] = tuple(
        AbilityCard(first + i, init, False, tuple(actions))
        for i, (init, actions) in enumerate(cards)
    )
    row = dict(stats or {"health": 5, "move": 2, "attack": 2})
    table = {level: {"normal": row, "elite": row} for level in range(8)}
    bestiary.monsters[type_id] = MonsterType(type_id, type_id.title(), type_id, standees, table)


def add_character_card(s: GloomhavenState, seat: int, raw: dict[str, Any]) -> int:
    """A made-up ability card (in the class files' schema) for the character of
    ``seat``, in its hand: for a rule no printed card reaches. Returns its index."""
    from dataclasses import replace

    from rulebound.games.gloomhaven.classes import _card

    hero = s.heroes[seat]
    hero.cls = replace(hero.cls, cards=(*hero.cls.cards, _card(raw, "test", len(hero.cls.cards))))
    index = len(hero.cls.cards) - 1
    hero.hand.append(index)
    return index


def blank_card_half(s: GloomhavenState, seat: int, card: int, half: str) -> None:
    """The ``half`` (``top`` or ``bottom``) of the character's ability card ``card`` has
    no abilities in this game (its icons stay): to check that a test of the card fails
    without them."""
    from dataclasses import replace

    if half not in ("top", "bottom"):
        raise ParameterError(f"gloomhaven position: a card half is top or bottom, not {half!r}")
    hero = s.heroes[seat]
    cards = list(hero.cls.cards)
    blank = replace(cards[card].half(half), actions=())
    cards[card] = (
        replace(cards[card], top=blank) if half == "top" else replace(cards[card], bottom=blank)
    )
    hero.cls = replace(hero.cls, cards=tuple(cards))


# --- starting at a named point ------------------------------------------------------------


def start_steps(s: GloomhavenState, *steps: Step) -> None:
    """Drop whatever was pending and run the engine from these steps (the named
    starting points below are built on it)."""
    s.steps = []
    s.waiting = None
    s._decision = None
    s.push(*steps)
    s.decision()


def start_character_turn(s: GloomhavenState, seat: int, lead: str, second: str) -> None:
    """The character of ``seat`` starts its turn now with ``lead`` and ``second`` as
    its round's cards (taken from its hand if they are there)."""
    hero = s.heroes[seat]
    a, b = card_index(s, seat, lead), card_index(s, seat, second)
    for c in (a, b):
        if c in hero.hand:
            hero.hand.remove(c)
    hero.plan, hero.unplayed, hero.long_rest = (a, b), [a, b], False
    s.acting = hero.figure
    start_steps(s, ("char-turn", seat))


def start_long_rest(s: GloomhavenState, seat: int) -> None:
    """The character of ``seat`` starts its turn now as a Long Rest (it declared one
    this round, so it acts at Initiative 99)."""
    hero = s.heroes[seat]
    hero.plan, hero.unplayed, hero.long_rest = (), [], True
    s.acting = hero.figure
    start_steps(s, ("char-turn", seat))


def start_monster_turn(s: GloomhavenState, fig: Figure, card: int | None = None) -> None:
    """Monster ``fig`` starts its turn now, with ability card ``card`` if given; a
    character's summon (``card`` ``None``) takes its turn the same way (GH-SUMMON-06)."""
    if card is not None:
        draw_ability_card(s, fig.type, card)
    s.acting = fig.id
    start_steps(s, ("ai-turn", fig.id))


def start_end_of_round(s: GloomhavenState) -> None:
    """The end of the round (GH-REND) starts now."""
    start_steps(s, ("end-round",))
