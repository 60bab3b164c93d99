"""Scenario features beyond the plain map: spawned monsters (GH-ROUND-02, -03),
monster summons (GH-MSUMMON), pressure plates and story points (GH-PEND-03,
GH-MOVE-15) and obstacles with hit points (GH-ATK-06 to -09).

Every one is driven by data: ``spawns`` and the ``pressure_plate`` / ``story`` /
``obstacle`` contents of the scenario file, a ``summon`` action on a monster
ability card (data/README.md). Where the rules let the players break a tie (the
nearest empty hex, the summon's hex), the tied hexes are a decision of the seat
that answers for the players (T-12).
"""

from __future__ import annotations

from typing import Any

from rulebound.games.gloomhaven import encoding as enc
from rulebound.games.gloomhaven.conditions import Condition
from rulebound.games.gloomhaven.figures import MONSTER, OBSTACLE, Figure
from rulebound.games.gloomhaven.hexmap import where
from rulebound.games.gloomhaven.machine import answer, step
from rulebound.games.gloomhaven.monsters import summon_spec
from rulebound.games.gloomhaven.scenario import Content
from rulebound.games.gloomhaven.state import GloomhavenState, MonsterDeck
from rulebound.kernel.decision import Decision
from rulebound.kernel.hexgrid import Hex
from rulebound.kernel.steps import Step

# --- empty hexes and standees ---------------------------------------------------------------


def free_hex(s: GloomhavenState, h: Hex) -> bool:
    """An empty hex for a monster to appear in: GH-GLOSS-37, except that a Pressure
    Plate counts as empty (GH-ROUND-02, GH-MSUMMON-01)."""
    from rulebound.games.gloomhaven.abilities import empty_hex

    return empty_hex(s, h) and not s.hexmap.is_wall(h)


def revealed_hexes(s: GloomhavenState) -> list[Hex]:
    """The hexes of the revealed rooms and the open doors: where a figure may appear."""
    scenario = s.game.scenario
    hexes = [h for r in s.rooms for h in scenario.room(r).hexes]
    return hexes + sorted(s.open_doors)


def free_standee(s: GloomhavenState, kind: str) -> int:
    """A free standee number of the type, drawn at random; 0 when every standee of the
    type is on the board (GH-MOVE-19, GH-MSUMMON-02)."""
    standees = s.game.bestiary.monsters[kind].standees
    used = {f.number for f in s.figures if f.kind == MONSTER and f.type == kind and f.alive}
    free = [n for n in range(1, standees + 1) if n not in used]
    return free[s.rng.randbelow(len(free))] if free else 0


def place_monster(
    s: GloomhavenState, kind: str, h: Hex, rank: str, number: int, summoned: bool
) -> Figure:
    """A new monster standee; its type's ability deck is made (shuffled) if the type
    had none yet. No card is drawn here: the callers know when one is due.

    A Boss or a Named Monster has the rank ``boss`` (GH-ACTION-07; any other rank is
    a data error), hit points "NxC" resolved with C = the characters, and its
    immunities from the start (GH-COND-04)."""
    mtype = s.game.bestiary.monsters[kind]
    hp = mtype.max_hp(s.values.monster_level, rank, len(s.heroes))
    fig = Figure(
        len(s.figures),
        MONSTER,
        mtype.name,
        kind,
        h,
        hp,
        hp,
        number=number,
        rank=rank,
        summoned=summoned,  # a summon leaves no Money Token (GH-ATKRES-05)
        fresh=summoned,  # a summon first acts next round (GH-MSUMMON-06)
    )
    if mtype.immunities:
        fig.conditions = fig.conditions.become_immune(*(Condition(c) for c in mtype.immunities))
    s.figures.append(fig)
    if kind not in s.ability_decks:
        cards = [c.id for c in s.game.bestiary.decks[mtype.deck]]
        s.rng.shuffle(cards)
        s.ability_decks[kind] = MonsterDeck(cards, [], -1, False)
    return fig


# --- spawns (GH-ROUND-02 to -06) --------------------------------------------------------------


def due_spawns(s: GloomhavenState, when: str) -> list[Step]:
    """The scenario's spawns due now (``start`` or ``end`` of this round), as steps."""
    count = len(s.heroes)
    return [
        ("spawn", sp.type, sp.hex, sp.ranks[count], when)
        for sp in s.game.scenario.spawns
        if sp.due(s.round, when, s.rooms) and count in sp.ranks
    ]


def nearest_free(s: GloomhavenState, origin: Hex) -> list[Hex]:
    """The spawn hex if empty, else the nearest empty hexes (GH-ROUND-02), by range
    from the spawn hex; several when tied."""
    if free_hex(s, origin):
        return [origin]
    best: list[Hex] = []
    closest = 999
    for h in revealed_hexes(s):
        d = s.hexmap.range_between(origin, h)
        if d is None or not free_hex(s, h) or d > closest:
            continue
        if d < closest:
            best, closest = [], d
        best.append(h)
    return sorted(best)


@step("spawn")
def run_spawn(s: GloomhavenState, st: Step) -> Decision | None:
    """("spawn", type, hex, rank, when): ``when`` is ``start`` / ``end`` of the round or
    ``mid`` (an effect during a figure's turn)."""
    kind = st[1]
    name = s.game.bestiary.monsters[kind].name
    spots = nearest_free(s, st[2])
    if not spots or not free_standee_left(s, kind):
        s.say(f"No {name} can spawn (no empty hex or no standee).", kind="info")
        return None
    if len(spots) == 1:
        spawn_at(s, st, spots[0])
        return None
    index = s.game.hex_index
    return Decision(
        s.party_seat(),
        "spawn-hex",
        f"A {name} spawns: the players choose among the equally near empty hexes",
        tuple(sorted(enc.HEX + index[h] for h in spots)),
    )


@answer("spawn")
def answer_spawn(s: GloomhavenState, st: Step, action: int) -> None:
    spawn_at(s, st, s.game.hex_list[action - enc.HEX])


def free_standee_left(s: GloomhavenState, kind: str) -> bool:
    standees = s.game.bestiary.monsters[kind].standees
    return sum(1 for f in s.monsters() if f.type == kind) < standees


def spawn_at(s: GloomhavenState, st: Step, h: Hex) -> None:
    """Place the spawned monster. Mid-round, its type draws a card if it has none this
    round (GH-ROUND-03) and it joins the order (GH-ROUND-04, -05); at the start of a
    round the reveal draws as for every type; at the end it first acts next round
    (GH-ROUND-06)."""
    from rulebound.games.gloomhaven.rounds import draw_ability_card
    from rulebound.games.gloomhaven.turn_order import MonsterGroup, Standee, add_arrivals

    kind, rank, when = st[1], st[3], st[4]
    fig = place_monster(s, kind, h, rank, free_standee(s, kind), summoned=False)
    fig.spawned = True
    s.say(f"{fig.label} spawns at {where(h)}.", kind="setup")
    if when != "mid":
        return
    draw_ability_card(s, kind)
    deck = s.ability_decks[kind]
    card = s.game.bestiary.card(s.game.bestiary.monsters[kind].deck, deck.drawn)
    standee = Standee(fig.number, elite=rank == "elite", boss=rank == "boss")
    group = MonsterGroup(kind, card.initiative, (standee,))
    s.order = add_arrivals(s.order, [group], "spawned")


# --- pressure plates and story points (GH-PEND-03, GH-MOVE-15) -------------------------------


def trigger(s: GloomhavenState, fig: Figure, mark: Content) -> None:
    """A plate's or story point's effects, in listed order. A story point is read
    once; a plate works once unless it ``repeat``s."""
    if not mark.repeat:
        s.marks.pop(mark.hex, None)
    what = "pressure plate" if mark.type == "pressure_plate" else "story point"
    s.say(f"{fig.label} triggers the {what} at {where(mark.hex)}.", kind="reveal")
    steps: list[Step] = []
    for kind, value in mark.effects:
        if kind == "story":
            s.say(f"Story: {value}", kind="info")
        elif kind == "open_door":
            steps.append(("effect-door", value))
        else:
            count = len(s.heroes)
            if count in value["ranks"]:
                steps.append(("spawn", value["type"], value["hex"], value["ranks"][count], "mid"))
    s.push(*steps)


@step("effect-door")
def run_effect_door(s: GloomhavenState, st: Step) -> Decision | None:
    """A scenario effect opens a door: its rooms are revealed as when a character
    opens it (GH-MOVE-17 to -22); the monsters join the order."""
    from rulebound.games.gloomhaven.rounds import monsters_arrive, reveal_room

    h = st[1]
    if h in s.open_doors:
        return None
    s.open_doors = s.open_doors | {h}
    s.rebuild_map()
    door = next(d for d in s.game.scenario.doors if d.hex == h)
    s.say(f"The door at {where(h)} opens.", kind="reveal")
    arrived: list[Figure] = []
    for room in door.rooms:
        if room not in s.rooms:
            arrived += reveal_room(s, room, opened_by=-1)
    if arrived and s.acting >= 0:
        monsters_arrive(s, arrived)
    return None


def end_turn_on_plate(s: GloomhavenState, fig: Figure) -> None:
    """GH-PEND-03, GH-GLOSS-55: a character ending its turn on a Pressure Plate."""
    mark = s.marks.get(fig.hex)
    if mark is not None and mark.type == "pressure_plate":
        trigger(s, fig, mark)


def entered(s: GloomhavenState, fig: Figure, h: Hex) -> None:
    """GH-MOVE-15: a figure moving into a story-point hex reads the story point."""
    mark = s.marks.get(h)
    if mark is not None and mark.type == "story":
        trigger(s, fig, mark)


# --- monster summons (GH-MSUMMON) --------------------------------------------------------------


def monster_summon(s: GloomhavenState, fig: Figure, spec: dict[str, Any] | str) -> None:
    """GH-MSUMMON-01, -02: into an empty hex adjacent to the summoner, as close as
    possible to "the enemy" -- read as the summoner's Focus this turn, or the nearest
    enemy when it has none (the AMBIGUOUS note); the players break ties. No empty
    hex or no standee: no summon. ``spec``: ``{type, rank}`` or just the type; the
    rank may be given per number of characters (no entry: no summon)."""
    kind, ranks = summon_spec(spec)
    rank = ranks.get(len(s.heroes)) if isinstance(ranks, dict) else ranks
    name = s.game.bestiary.monsters[kind].name
    if rank is None:
        s.say(f"{fig.label} summons no {name} with {len(s.heroes)} characters.", kind="info")
        return
    spots = [n for n in s.hexmap.steps(fig.hex) if free_hex(s, n)]
    if not spots or not free_standee_left(s, kind):
        s.say(f"{fig.label} cannot summon a {name} (no empty hex or no standee).", kind="info")
        return
    focus = str((s.ctx.get("ai") or {}).get("chosen", ("",))[0] or "")
    enemies = [f for f in s.figures if f.alive and s.enemies(fig, f) and f.kind != OBSTACLE]
    if focus:
        enemies = [s.figures[int(focus[1:])]]
    elif enemies:
        near = min(s.hexmap.range_between(fig.hex, e.hex) or 99 for e in enemies)
        enemies = [e for e in enemies if (s.hexmap.range_between(fig.hex, e.hex) or 99) == near]

    def nearness(h: Hex) -> int:
        return min((s.hexmap.range_between(h, e.hex) or 99 for e in enemies), default=0)

    best = min(nearness(h) for h in spots)
    tied = tuple(sorted(h for h in spots if nearness(h) == best))
    s.push(("monster-summon", fig.id, kind, str(rank), tied))


@step("monster-summon")
def run_monster_summon(s: GloomhavenState, st: Step) -> Decision | None:
    if len(st[4]) == 1:
        _summoned(s, st, st[4][0])
        return None
    index = s.game.hex_index
    return Decision(
        s.party_seat(),
        "monster-summon-hex",
        f"{s.figures[st[1]].label} summons: the players choose among the tied hexes",
        tuple(sorted(enc.HEX + index[h] for h in st[4])),
    )


@answer("monster-summon")
def answer_monster_summon(s: GloomhavenState, st: Step, action: int) -> None:
    _summoned(s, st, s.game.hex_list[action - enc.HEX])


def _summoned(s: GloomhavenState, st: Step, h: Hex) -> None:
    """The summon is an ordinary monster of its type (GH-MSUMMON-04), never under a
    player's control (GH-MSUMMON-05), and stays if its summoner dies (GH-MSUMMON-03).
    It does not act this round (GH-MSUMMON-06)."""
    fig = place_monster(s, st[2], h, st[3], free_standee(s, st[2]), summoned=True)
    s.say(f"{s.figures[st[1]].label} summons {fig.label} at {where(h)}.", kind="summon")


# --- obstacles with hit points (GH-ATK-06 to -09) ---------------------------------------------


def place_obstacles(s: GloomhavenState, contents: tuple[Content, ...]) -> None:
    """An obstacle with hit points is also a figure on its hex, so that it can be
    attacked; it stays an obstacle of the map until it is destroyed."""
    for c in contents:
        if c.type == "obstacle" and c.hp > 0:
            s.figures.append(
                Figure(len(s.figures), OBSTACLE, "Obstacle", "obstacle", c.hex, c.hp, c.hp)
            )


def destroyed(s: GloomhavenState, fig: Figure) -> None:
    """Damage brought it to 0 HP (GH-ATK-07): the hex is free of it."""
    fig.alive = False
    s.gone = s.gone | {fig.hex}
    s.rebuild_map()
    s.say(f"The obstacle at {where(fig.hex)} is destroyed.", kind="defeat")


# --- a boss heading for the next door (Barrow Lair) ------------------------------------------


def move_to_next_door(s: GloomhavenState, fig: Figure) -> None:
    """The Bandit Commander's Special 1 ("to the next door, and reveal the room"),
    as scenario 2's special rule reads (data/README.md, "Barrow Lair"): it goes to
    the first door of the scenario's ``door_order`` that is still shut, however far
    away (it is placed there: no path, no trap on the way), and opens it, so the
    room behind it is revealed. With every door open it goes back to the first.
    If that hex is taken, it goes to the nearest empty hex (the first in reading
    order when several are equally near)."""
    from rulebound.games.gloomhaven.movement import open_door

    order = s.game.scenario.door_order
    if not order:
        return
    shut = [h for h in order if h not in s.open_doors]
    goal = shut[0] if shut else order[0]
    if fig.hex == goal:
        return
    # no figure stands on a shut door; an open one may be taken
    spots = [goal] if goal in s.hexmap.doors else nearest_free(s, goal)
    if not spots:
        return
    start, fig.hex = fig.hex, spots[0]
    s.say(f"{fig.label} goes from {where(start)} to the door at {where(goal)}.", kind="move")
    if goal in s.hexmap.doors:
        open_door(s, fig, goal)
