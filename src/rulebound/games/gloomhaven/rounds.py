"""Scenario set-up (section 4), the round (sections 5, 6, 10) and the end (section 11)."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from rulebound.games.gloomhaven import encoding as enc
from rulebound.games.gloomhaven import item_rewards
from rulebound.games.gloomhaven.campaign import START_CARDS, START_CONSUMED, CharacterSheet
from rulebound.games.gloomhaven.classes import CharacterClass
from rulebound.games.gloomhaven.conditions import Condition
from rulebound.games.gloomhaven.describe import ability_lines
from rulebound.games.gloomhaven.figures import CHARACTER, MONSTER, SUMMON, Figure, Hero
from rulebound.games.gloomhaven.goal_play import deal_goals, judge_goals, tally
from rulebound.games.gloomhaven.hexmap import where
from rulebound.games.gloomhaven.item_effects import immunities, rerank
from rulebound.games.gloomhaven.items import CONSUMED, READY, item_title, load_items
from rulebound.games.gloomhaven.level_setup import level_up_steps
from rulebound.games.gloomhaven.machine import answer, step
from rulebound.games.gloomhaven.modifiers import (
    BASE_DECK,
    ModifierDeck,
    add_card,
    character_deck,
    end_of_round,
    monster_deck,
)
from rulebound.games.gloomhaven.scenario_end import end_steps, settle
from rulebound.games.gloomhaven.sheet_play import level_of, perk_changes, pool_indices
from rulebound.games.gloomhaven.specials import due_spawns, place_monster, place_obstacles
from rulebound.games.gloomhaven.state import GloomhavenState
from rulebound.games.gloomhaven.turn_order import (
    Character,
    MonsterGroup,
    Standee,
    Turn,
    add_arrivals,
    round_order,
)
from rulebound.kernel.decision import Decision
from rulebound.kernel.events import OWN_CHOICE
from rulebound.kernel.steps import Step

# --- set-up ---------------------------------------------------------------------------


def start_scenario(s: GloomhavenState) -> None:
    """GH-SETUP-10 to -31: the map, the first room's monsters, the decks, the hands,
    the elements inert, and the characters on the starting hexes."""
    game = s.game
    scenario = game.scenario
    s.say(
        f"Scenario {scenario.number}, {scenario.name}: level {s.values.level} "
        f"(monsters level {s.values.monster_level}, traps {s.values.trap_damage} damage, "
        f"{s.values.gold_per_coin} gold per coin, {s.values.bonus_xp} bonus XP).",
        kind="setup",
    )
    if scenario.special_rules:  # GH-SETUP-05
        s.say("Special rules: " + " ".join(scenario.special_rules), kind="setup")
    if game.road_event:
        s.say(
            # true in both ways of playing: `campaign play` has just drawn the event (the
            # line named that command to a player already in it), a game of --param
            # campaign=FILE finds its effects in the record it reads
            "Campaign Mode from a location not connected to this scenario: a Road Event "
            "comes on the way, before the scenario; what it left the characters with "
            "(discards, damage, conditions) is in the record.",
            kind="setup",
        )
    s.monster_deck = monster_deck(s.rng)  # GH-SETUP-19
    for seat, cls in enumerate(game.classes):
        sheet = game.campaign.sheet(cls.id) if game.campaign is not None else None
        level = level_of(sheet, game.character_level)
        hp = cls.max_hp(level)
        fig = Figure(len(s.figures), CHARACTER, cls.name, cls.id, (0, 0), hp, hp, seat=seat)
        fig.alive = False  # placed on a starting hex below (GH-SETUP-31)
        s.figures.append(fig)
        loadout = game.loadouts[seat]
        deck = modifier_deck_for(s, seat, cls, sheet)
        hero = Hero(seat, cls, level, fig.id, [], deck)
        hero.items = list(loadout)  # GH-SETUP-21
        fig.conditions = fig.conditions.become_immune(*immunities(hero.items))  # item 38
        road_event_marks(s, fig, sheet)
        hero.item_state = ["ready"] * len(loadout)
        hero.item_used = [0] * len(loadout)
        consume_at_start(s, hero, sheet)
        s.heroes.append(hero)
    start = frozenset(Condition(c) for c in scenario.start_conditions)
    for hero in s.heroes if start else ():  # a special rule: they last its first turn
        fig = s.figures[hero.figure]
        kept = start - fig.conditions.immune  # an item's immunity (item 52, GH-GLOSS-49)
        if kept:
            fig.conditions = replace(fig.conditions, tokens=fig.conditions.tokens | kept)
            s.say(f"{fig.name} starts {', '.join(sorted(kept))}.", kind="status")
    for card, count in scenario.modifier_cards:  # the scenario's special rules
        for hero in s.heroes:
            decks = [h.deck for h in s.heroes]
            for _ in range(count):
                hero.deck = add_card(card, hero.deck, s.rng, decks)
    s.open_doors = frozenset(d.hex for d in scenario.doors if d.state == "open")
    reveal_room(s, next(r.id for r in scenario.rooms if r.initial), opened_by=-1)
    for door in scenario.doors:  # a room behind a door that starts open is in view
        if door.state == "open" and any(r in s.rooms for r in door.rooms):
            for room in door.rooms:
                if room not in s.rooms:
                    reveal_room(s, room, opened_by=-1)
    builds: list[Step] = []
    for seat, hero in enumerate(s.heroes):
        record = game.campaign
        sheet = record.sheet(hero.cls.id) if record else None
        pool = pool_indices(hero.cls, sheet)
        if sheet is None and hero.level > 1:  # a one-off above level 1: its level-ups
            hero.hand = pool
            builds += [*level_up_steps(seat, hero.level), ("build-hand", seat)]
        elif game.params["hands"] == "first" or len(pool) <= hero.cls.hand_size:
            hero.hand = pool[: hero.cls.hand_size]
        else:
            hero.hand = pool
            builds.append(("build-hand", seat))
    goals = deal_goals(s)  # GH-SETUP-20 (only with the battle_goals parameter)
    discards = event_discards(s)  # GH-SETUP-28 (only with the campaign parameter)
    starts = (("start-hex", seat) for seat in range(len(s.heroes)))
    s.push(*goals, *builds, *discards, *starts, ("round",))


def road_event_marks(s: GloomhavenState, fig: Figure, sheet: CharacterSheet | None) -> None:
    """What a Road Event left the character with at the start: damage and conditions
    (GH-EVENT-04); a Bless, Curse or -1 is a card in its deck (GH-COND-13, -17)."""
    if sheet is None:
        return
    if sheet.start_damage:
        fig.hp = max(1, fig.hp - sheet.start_damage)
        s.say(
            f"{fig.name} starts with {sheet.start_damage} damage from a Road Event.", kind="damage"
        )
    tokens = frozenset(
        Condition(c)
        for c in sheet.start_conditions
        if c not in START_CARDS and not c.startswith(START_CONSUMED)
    )
    tokens -= fig.conditions.immune  # an item's immunity (item 38) keeps the token off
    if tokens:
        fig.conditions = replace(fig.conditions, tokens=fig.conditions.tokens | tokens)
        s.say(f"{fig.name} starts {', '.join(sorted(tokens))} from a Road Event.", kind="status")


def consume_at_start(s: GloomhavenState, hero: Hero, sheet: CharacterSheet | None) -> None:
    """Road Events 9 and 30: per mark, a ready Item of the slot starts the scenario
    consumed (GH-ITEM-07): the first of the slot in the character's loadout, whose
    order the player chose (a reading: the card lets the player pick). A character who
    brought none of the slot consumes nothing (GH-EVENT-12: as much as it can)."""
    if sheet is None:
        return
    catalog = load_items()
    for mark in sheet.start_conditions:
        if not mark.startswith(START_CONSUMED):
            continue
        slot = mark[len(START_CONSUMED) :]
        ready = [
            i
            for i, item in enumerate(hero.items)
            if hero.item_state[i] == READY and catalog[item].slot == slot
        ]
        if not ready:
            line = f"{hero.cls.name} brought no {slot} Item for the Road Event to consume."
            s.say(line, kind="item")
            continue
        hero.item_state[ready[0]] = CONSUMED
        name = catalog[hero.items[ready[0]]].name
        s.say(f"{hero.cls.name}'s {name} starts consumed from a Road Event.", kind="item")


def modifier_deck_for(
    s: GloomhavenState, seat: int, cls: CharacterClass, sheet: CharacterSheet | None
) -> ModifierDeck:
    """The character's shuffled modifier deck: a -1 per item that says so (GH-SETUP-25),
    the Perks' changes (GH-SETUP-26, GH-LEVEL-04), a Sanctuary's Blesses and a Road
    Event's cards."""
    catalog = load_items()
    minus = ["-1"] * sum(catalog[i].minus_one for i in s.game.loadouts[seat])
    add, remove = perk_changes(cls, sheet)
    blessings = sanctuary_blessings(s, cls.id)
    deck = character_deck(s.rng, add=[*add, *minus, *blessings], remove=remove)
    return item_rewards.without_minus_ones(deck, s.game.loadouts[seat])  # item 101


def sanctuary_blessings(s: GloomhavenState, cls: str) -> list[str]:
    """The Bless cards a Sanctuary donation put in the character's deck for this
    scenario (GH-SANCT-01, GH-SETUP-26), and a Road Event's Bless, Curse or -1 cards;
    only with the campaign parameter."""
    record = s.game.campaign
    sheet = record.sheet(cls) if record is not None else None
    if sheet is None:
        return []
    road = [c for c in sheet.start_conditions if c in START_CARDS]  # a Road Event's
    return ["bless"] * sheet.blessings + road


def event_discards(s: GloomhavenState) -> list[Step]:
    """GH-SETUP-28, GH-EVENT-14: cards a pre-scenario event made a character discard
    leave the Hand once it is built, one decision per card."""
    record = s.game.campaign
    if record is None:
        return []
    found: list[Step] = []
    for hero in s.heroes:
        sheet = record.sheet(hero.cls.id)
        count = min(sheet.discard_at_start, hero.cls.hand_size) if sheet else 0
        found += [("event-discard", hero.seat)] * count
    return found


@step("event-discard")
def run_event_discard(s: GloomhavenState, st: Step) -> Decision | None:
    hero = s.heroes[st[1]]
    if not hero.hand:
        return None
    return Decision(
        hero.seat,
        "event-discard",
        f"{hero.cls.name}: a pre-scenario event makes you discard a card",
        tuple(enc.CARD + c for c in hero.hand),
    )


@answer("event-discard")
def answer_event_discard(s: GloomhavenState, st: Step, action: int) -> None:
    hero = s.heroes[st[1]]
    card = action - enc.CARD
    hero.hand.remove(card)
    hero.discard.append(card)
    s.say(
        f"{hero.cls.name} discards {hero.cls.cards[card].name} for a pre-scenario event.",
        kind="discard",
    )


def reveal_room(s: GloomhavenState, room_id: int, opened_by: int) -> list[Figure]:
    """Place a room's contents and monsters (GH-SETUP-11, -12, -15, GH-MOVE-17 to
    -19). Standee numbers are drawn at random among the free ones; when a type runs
    out, the monsters closest to the door come first."""
    scenario = s.game.scenario
    room = scenario.room(room_id)
    s.rooms = (*s.rooms, room_id)
    for content in room.contents:
        if content.type == "trap":
            s.traps[content.hex] = content
        elif content.type == "coin":
            s.coins[content.hex] = s.coins.get(content.hex, 0) + max(1, content.amount)
        elif content.type == "treasure":
            if s.game.campaign is not None and content.number in s.game.campaign.looted_treasures:
                continue  # GH-SETUP-14, GH-LOOT-04; a Goal tile (number 0) is always placed
            s.treasures[content.hex] = content.number
        elif content.type in ("pressure_plate", "story"):
            s.marks[content.hex] = content
    place_obstacles(s, room.contents)
    placed = scenario.monsters_in(room_id, len(s.heroes))
    door = s.figures[opened_by].hex if opened_by >= 0 else None
    if door is not None:
        placed.sort(key=lambda p: (s.hexmap.range_between(door, p.hex) or 99, p.hex))
    arrived: list[Figure] = []
    if not s.rooms[:-1]:  # the scenario starts: its ranks against the monster data
        s.game.check_monster_ranks()
    for p in placed:
        kind = s.game.bestiary.monsters[p.type]
        used = {f.number for f in s.figures if f.kind == MONSTER and f.type == p.type and f.alive}
        free = [n for n in range(1, kind.standees + 1) if n not in used]
        if not free:
            s.say(f"No {kind.name} standee left: one is not placed.", kind="setup")
            continue
        number = free[s.rng.randbelow(len(free))]
        # A boss's HP and immunities; its deck made on first use (GH-SETUP-18).
        arrived.append(place_monster(s, p.type, p.hex, p.rank, number, summoned=False))
    s.rebuild_map()
    if arrived:
        names = ", ".join(f.label for f in arrived)
        s.say(f"Room {room_id} ({room.tile}) revealed: {names}.", kind="reveal")
    return arrived


@step("build-hand")
def run_build_hand(s: GloomhavenState, st: Step) -> Decision | None:
    """GH-SETUP-27: the Hand is hand-size cards of the Active Card Pool; the player
    leaves cards out one at a time."""
    hero = s.heroes[st[1]]
    if s.game.params["hands"] == "first":  # no choice: the first cards of the pool
        del hero.hand[hero.cls.hand_size :]
    if len(hero.hand) <= hero.cls.hand_size:
        return None
    over = len(hero.hand) - hero.cls.hand_size
    return Decision(
        hero.seat,
        "leave-out-card",
        f"{hero.cls.name}: leave a card out of your hand ({over} more)",
        tuple(enc.CARD + c for c in hero.hand),
    )


@answer("build-hand")
def answer_build_hand(s: GloomhavenState, st: Step, action: int) -> None:
    hero = s.heroes[st[1]]
    hero.hand.remove(action - enc.CARD)
    s.push(st)


@step("start-hex")
def run_start_hex(s: GloomhavenState, st: Step) -> Decision | None:
    starts = [c.hex for c in s.game.scenario.contents_of("start") if s.figure_at(c.hex) is None]
    hero = s.heroes[st[1]]
    return Decision(
        hero.seat,
        "start-hex",
        f"{hero.cls.name}: choose your starting hex",
        tuple(sorted(enc.HEX + s.game.hex_index[h] for h in starts)),
    )


@answer("start-hex")
def answer_start_hex(s: GloomhavenState, st: Step, action: int) -> None:
    fig = s.character(st[1])
    fig.hex = s.game.hex_list[action - enc.HEX]
    fig.alive = True
    s.say(f"{fig.name} starts at {where(fig.hex)}.", kind="setup")


# --- round start ------------------------------------------------------------------------


@step("round")
def run_round(s: GloomhavenState, st: Step) -> Decision | None:
    s.round += 1
    s.say(f"Round {s.round}.", kind="round")
    for hero in s.heroes:
        hero.initiative_shift = 0  # Boots of Speed last one round (item 15)
    plans = [("plan", h.seat) for h in s.heroes if not h.exhausted]
    s.push(*due_spawns(s, "start"), *plans, ("reveal",))  # seen before the plans
    return None


def can_long_rest(hero: Hero) -> bool:
    """GH-RSTART-03: two discards, counting Active Area cards that may be moved there."""
    movable = sum(1 for a in hero.active if not hero.cls.cards[a.card].half(a.half).lost)
    return len(hero.discard) + movable >= 2


@step("plan")
def run_plan(s: GloomhavenState, st: Step) -> Decision | None:
    """GH-RSTART-01 to -05: a Long Rest, or two cards with one leading. A person
    chooses in three short steps (a card, a second card, the leading one) rather
    than from every ordered pair of the hand: this is the first."""
    hero = s.heroes[st[1]]
    if hero.exhausted:
        return None
    options: list[int] = []
    if can_long_rest(hero):
        options.append(enc.LONG_REST)
    if len(hero.hand) >= 2:
        options += [enc.CARD + c for c in hero.hand]
    if not options:
        from rulebound.games.gloomhaven.damage import exhaust

        s.say(
            f"{hero.cls.name} can neither play two cards nor rest, and is exhausted.",
            kind="defeat",
            ids=(f"character-{hero.seat}",),
        )
        exhaust(s, hero, by_cards=True)
        return None
    prompt = f"{hero.cls.name}: choose the first of your two cards for the round"
    if enc.LONG_REST in options:
        prompt = f"{hero.cls.name}: choose the first of your two cards, or a Long Rest"
    return Decision(hero.seat, "plan", prompt, tuple(sorted(options)))


@answer("plan")
def answer_plan(s: GloomhavenState, st: Step, action: int) -> None:
    hero = s.heroes[st[1]]
    if action == enc.LONG_REST:
        hero.long_rest, hero.plan, hero.unplayed = True, (), []
        tally(s, hero.seat, "long_rests")
        s.say(f"{hero.cls.name} declares a Long Rest.", kind="card-played")
        if len(hero.discard) < 2:
            s.push(("rest-bonus", hero.seat))
        return
    s.push(("plan-second", hero.seat, action - enc.CARD))


@step("plan-second")
def run_plan_second(s: GloomhavenState, st: Step) -> Decision | None:
    """GH-RSTART-05: the second card (the first stays in hand until both are chosen)."""
    return second_card(s, st[1], st[2], "plan-second")


def second_card(s: GloomhavenState, seat: int, first: int, kind: str) -> Decision:
    """The choice of the card played with ``first`` (still in hand): a round's plan, or
    a Second Chance Ring's second turn (item 70)."""
    hero = s.heroes[seat]
    card = hero.cls.cards[first]
    return Decision(
        seat,
        kind,
        f"{hero.cls.name}: choose the card to play with {card.name} ({card.initiative})",
        tuple(enc.CARD + c for c in sorted(hero.hand) if c != first),
    )


@answer("plan-second")
def answer_plan_second(s: GloomhavenState, st: Step, action: int) -> None:
    s.push(("plan-lead", st[1], st[2], action - enc.CARD))


@step("plan-lead")
def run_plan_lead(s: GloomhavenState, st: Step) -> Decision | None:
    """GH-RSTART-05: which of the two cards leads (its initiative is the character's)."""
    hero = s.heroes[st[1]]
    return Decision(
        hero.seat,
        "plan-lead",
        f"{hero.cls.name}: which card leads? Its initiative sets your place in the round",
        tuple(sorted((enc.CARD + st[2], enc.CARD + st[3]))),
    )


@answer("plan-lead")
def answer_plan_lead(s: GloomhavenState, st: Step, action: int) -> None:
    hero = s.heroes[st[1]]
    lead = action - enc.CARD
    second = st[3] if lead == st[2] else st[2]
    hero.long_rest, hero.plan = False, (lead, second)
    hero.unplayed = [lead, second]
    for c in (lead, second):
        hero.hand.remove(c)
    s.say(f"{hero.cls.name} chooses two cards.", kind="card-played")
    cards = hero.cls.cards
    s.say(
        f"You lead with {cards[lead].name} and play {cards[second].name}.",
        hero.seat,
        kind=OWN_CHOICE,  # an echo of this decision: it does not stop an undo
        ids=(f"character-{hero.seat}",),
    )


@step("rest-bonus")
def run_rest_bonus(s: GloomhavenState, st: Step) -> Decision | None:
    """GH-RSTART-03, GH-BONUS-02: move an Active Area card to the Discard Pile so
    that there are two cards to rest with."""
    hero = s.heroes[st[1]]
    if len(hero.discard) >= 2:
        return None
    options = [
        enc.CARD + a.card for a in hero.active if not hero.cls.cards[a.card].half(a.half).lost
    ]
    return Decision(
        hero.seat,
        "end-bonus",
        f"{hero.cls.name}: move an active card to your discards",
        tuple(sorted(options)),
    )


@answer("rest-bonus")
def answer_rest_bonus(s: GloomhavenState, st: Step, action: int) -> None:
    from rulebound.games.gloomhaven.cards import end_active

    hero = s.heroes[st[1]]
    end_active(s, hero, action - enc.CARD)
    s.push(st)


@step("reveal")
def run_reveal(s: GloomhavenState, st: Step) -> Decision | None:
    """GH-RSTART-09 to -21: monster ability cards, the cards revealed, the order."""
    present = sorted({f.type for f in s.monsters()})
    for kind in present:
        draw_ability_card(s, kind)
    windows: list[Step] = []
    for hero in s.heroes:
        if hero.exhausted or hero.long_rest:
            continue
        cards = hero.cls.cards
        lead, second = hero.plan
        s.say(
            f"{hero.cls.name} reveals {cards[lead].name} ({cards[lead].initiative}) "
            f"and {cards[second].name}.",
            kind="reveal",
        )
        windows.append(("item-window", hero.seat, "round-start"))  # item 15
    s.push(*windows, ("round-order", tuple(present)))
    return None


@step("round-order")
def run_round_order(s: GloomhavenState, st: Step) -> Decision | None:
    """GH-RSTART-13 to -21: the round's order from the revealed cards, once the
    "after the cards are revealed" items have changed a leading initiative (item 15)."""
    characters = []
    for hero in s.heroes:
        if hero.exhausted:
            continue
        summons = tuple(f"s{f.id}" for f in s.summons_of(hero.seat) if not f.fresh)
        if hero.long_rest:
            characters.append(Character(f"c{hero.seat}", None, None, summons))
            continue
        cards = hero.cls.cards
        lead, second = hero.plan
        leading = cards[lead].initiative + hero.initiative_shift
        characters.append(Character(f"c{hero.seat}", leading, cards[second].initiative, summons))
    s.order = round_order(characters, monster_groups(s, list(st[1])))
    s.push(("order-tie",), ("next-turn",))
    return None


def monster_groups(s: GloomhavenState, types: list[str]) -> list[MonsterGroup]:
    groups = []
    for kind in types:
        deck = s.ability_decks[kind]
        if deck.drawn < 0:
            continue
        card = s.game.bestiary.card(s.game.bestiary.monsters[kind].deck, deck.drawn)
        standees = tuple(
            Standee(f.number, elite=f.rank == "elite", boss=f.rank == "boss")
            for f in s.monsters()
            if f.type == kind and not f.fresh
        )
        groups.append(MonsterGroup(kind, card.initiative, standees))
    return groups


def draw_ability_card(s: GloomhavenState, kind: str) -> None:
    """GH-RSTART-09, -10: one card per type on the board, reshuffling an empty deck."""
    deck = s.ability_decks[kind]
    if deck.drawn >= 0:
        return
    if not deck.draw:
        deck.draw, deck.discard = deck.discard, []
        s.rng.shuffle(deck.draw)
    deck.drawn = deck.draw.pop(0)
    monster = s.game.bestiary.monsters[kind]
    card = s.game.bestiary.card(monster.deck, deck.drawn)
    deck.shuffle = deck.shuffle or card.shuffle
    lines = "; ".join(ability_lines(monster, card, s.values.monster_level))
    s.say(
        f"{monster.name} ability card, initiative {card.initiative}: {lines}.",
        kind="reveal",
        ids=(f"ability-{card.id}", f"monster-{kind}"),
    )


@step("order-tie")
def run_order_tie(s: GloomhavenState, st: Step) -> Decision | None:
    """GH-RSTART-15, -17: the players order tied monster types or players."""
    ties = s.order.ties()
    if not ties:
        return None
    tied = ties[0]
    seat = s.party_seat()
    if tied[0][1:].isdigit():  # characters' keys are "c0", "c1"...; a type's is its id
        seat = min(int(k[1:]) for k in tied)
    return Decision(
        seat,
        "order-tie",
        "These act on the same initiative: choose which goes first",
        tuple(enc.CHOICE + i for i in range(len(tied))),
    )


@answer("order-tie")
def answer_order_tie(s: GloomhavenState, st: Step, action: int) -> None:
    tied = s.order.ties()[0]
    s.order = s.order.choose_first(tied[action - enc.CHOICE])
    if s.rank and tied[0][1:].isdigit():  # players mid-round: a second turn (item 70)
        rerank(s)  # its Focus place follows the players' choice (GH-FOCUS-08)
    s.push(st)


# --- turns ------------------------------------------------------------------------------


@step("next-turn")
def run_next_turn(s: GloomhavenState, st: Step) -> Decision | None:
    """GH-ROUND-01: the next figure in the order takes its turn."""
    if s.order.ties():  # monsters that arrived mid-round tied with another type
        s.push(("order-tie",), st)
        return None
    if s.order.done:
        s.push(("end-round",))
        return None
    if not s.rank:  # the decided order of the round, for the focus rules (GH-FOCUS-08)
        for place, t in enumerate(s.order.turns()):
            found = figure_of_turn(s, t)
            if found is not None:
                s.rank[found.id] = place
    turn, s.order = s.order.pop()
    fig = figure_of_turn(s, turn)
    s.push(st)
    if fig is None or not fig.alive or fig.fresh:  # a summon waits a round (GH-MSUMMON-06)
        return None
    s.acting = fig.id
    if fig.kind == CHARACTER:
        s.push(("char-turn", fig.seat))
    elif fig.kind == SUMMON:
        s.push(("ai-turn", fig.id))
    else:
        s.push(("ai-turn", fig.id))
    return None


def figure_of_turn(s: GloomhavenState, turn: Turn) -> Figure | None:
    if turn.kind == "character":
        return s.character(int(turn.name[1:]))
    if turn.kind == "summon":
        return s.figures[int(turn.name[1:])]
    for f in s.figures:
        if f.kind == MONSTER and f.alive and f.type == turn.name and f.number == turn.number:
            return f
    return None


def monsters_arrive(s: GloomhavenState, arrived: list[Figure]) -> None:
    """GH-MOVE-20 to -22: new types draw a card; the newcomers join the order."""
    types = sorted({f.type for f in arrived})
    for kind in types:
        draw_ability_card(s, kind)
    groups = []
    for kind in types:
        deck = s.ability_decks[kind]
        card = s.game.bestiary.card(s.game.bestiary.monsters[kind].deck, deck.drawn)
        standees = tuple(
            Standee(f.number, elite=f.rank == "elite", boss=f.rank == "boss")
            for f in arrived
            if f.type == kind
        )
        groups.append(MonsterGroup(kind, card.initiative, standees))
    s.order = add_arrivals(s.order, groups, "revealed")


# --- end of round -------------------------------------------------------------------------


@step("end-round")
def run_end_round(s: GloomhavenState, st: Step) -> Decision | None:
    """GH-REND-01 to -06, then the Short Rests (10.1) and the scenario's end check."""
    from rulebound.games.gloomhaven.cards import end_round_bonuses

    s.acting = -1
    s.rank = {}
    s.consumed = {}
    s.turned = {}  # a turned monster is itself again (cards 160, 172)
    s.monster_deck = end_of_round(s.monster_deck, s.rng)  # GH-REND-02
    for hero in s.heroes:
        hero.deck = end_of_round(hero.deck, s.rng)
    for deck in s.ability_decks.values():  # GH-REND-03
        if deck.drawn >= 0:
            deck.discard.append(deck.drawn)
            deck.drawn = -1
        if deck.shuffle:
            deck.draw += deck.discard
            deck.discard = []
            s.rng.shuffle(deck.draw)
            deck.shuffle = False
    for hero in s.heroes:
        end_round_bonuses(s, hero)  # GH-REND-04
    for fig in s.figures:
        fig.shield, fig.retaliate, fig.fresh = 0, (), False
    s.elements = s.elements.end_round()  # GH-REND-05
    rests = [("short-rest", h.seat) for h in s.heroes if not h.exhausted and len(h.discard) >= 2]
    s.push(*due_spawns(s, "end"), *rests, ("round-over",))  # GH-ROUND-06
    return None


@step("short-rest")
def run_short_rest(s: GloomhavenState, st: Step) -> Decision | None:
    """GH-SREST-01: a character with 2 or more discards may take a Short Rest."""
    hero = s.heroes[st[1]]
    if hero.exhausted or len(hero.discard) < 2:
        return None
    prompt = (  # what a rest does, for a player who has not read the rulebook
        f"{hero.cls.name}: take a Short Rest? Your {len(hero.discard)} discarded cards "
        "return to your hand, but one of them, at random, is lost"
    )
    return Decision(hero.seat, "short-rest", prompt, (enc.STOP, enc.YES))


@answer("short-rest")
def answer_short_rest(s: GloomhavenState, st: Step, action: int) -> None:
    if action == enc.YES:
        hero = s.heroes[st[1]]
        card = hero.discard[s.rng.randbelow(len(hero.discard))]  # GH-SREST-02
        tally(s, hero.seat, "short_rests")
        s.push(("short-rest-keep", hero.seat, card))


def pending_rest_loss(s: GloomhavenState) -> dict[str, Any] | None:
    """The card a Short Rest's random draw is about to lose, while its player decides
    whether to suffer 1 damage to keep it (GH-SREST-02), as data for the views and the
    bots: the seat and the card's name. None at any other decision. Open information:
    the prompt says the same."""
    st = s.waiting
    if st is None or st[0] != "short-rest-keep":
        return None
    hero = s.heroes[st[1]]
    return {"seat": hero.seat, "card": hero.cls.cards[st[2]].name}


@step("short-rest-keep")
def run_short_rest_keep(s: GloomhavenState, st: Step) -> Decision | None:
    hero = s.heroes[st[1]]
    card = hero.cls.cards[st[2]]
    hp = s.figures[hero.figure].hp  # the 1 damage is a choice of the HP left (GH-SREST-02)
    return Decision(
        hero.seat,
        "short-rest-reroll",
        f"{hero.cls.name} ({hp} HP): {card.name} is lost. Suffer 1 damage to keep it and "
        "lose another?",
        (enc.STOP, enc.YES),
    )


@answer("short-rest-keep")
def answer_short_rest_keep(s: GloomhavenState, st: Step, action: int) -> None:
    from rulebound.games.gloomhaven.damage import suffer

    hero = s.heroes[st[1]]
    lose = st[2]
    if action == enc.YES:
        others = [c for c in hero.discard if c != lose]
        lose = others[s.rng.randbelow(len(others))]
        finish_short_rest(s, hero, lose)
        suffer(s, s.character(hero.seat), 1, cause=-1)
        return
    finish_short_rest(s, hero, lose)


def finish_short_rest(s: GloomhavenState, hero: Hero, lose: int) -> None:
    """GH-SREST-02, -03: the card is Lost, the other discards return to Hand."""
    hero.discard.remove(lose)
    hero.lost.append(lose)
    hero.hand += hero.discard
    hero.discard = []
    s.say(f"{hero.cls.name} short rests and loses {hero.cls.cards[lose].name}.", kind="discard")


@step("round-over")
def run_round_over(s: GloomhavenState, st: Step) -> Decision | None:
    """GH-ROUND-07: the goal is checked once the round is over; GH-EXHAUST-03."""
    if all(h.exhausted for h in s.heroes):
        finish(s, won=False)
    elif goal_met(s):
        finish(s, won=True)
    else:
        s.push(("round",))
    return None


def goal_met(s: GloomhavenState) -> bool:
    """The scenario's goal (its ``win`` key): enough enemies killed (``kill_count``),
    or no monster left in the revealed rooms,
    every type it names killed, and (``enemies: all``, the default "kill all
    enemies") every room revealed. ``enemies: none``: only the named types count,
    every one of them dead ("kill both Inox Bodyguards"). ``loot: goal``: every goal
    treasure tile of the scenario looted too. ``reveal: [rooms]``: those rooms
    revealed too ("reveal the M1a tile")."""
    scenario = s.game.scenario
    if scenario.win_count:  # "kill N x C enemies": every monster death counts
        needed = scenario.win_count * (len(s.heroes) if scenario.win_count_per_character else 1)
        return kills(s) >= needed
    if scenario.win_loot == "goal" and goal_tiles_left(s):
        return False
    if any(room not in s.rooms for room in scenario.win_reveal):
        return False
    if scenario.win_rooms == "none":
        kinds = set(scenario.win_kill)
        return not any(f.type in kinds for f in s.monsters()) and all(
            any(f.type == k and not f.alive for f in s.figures) for k in kinds
        )
    if s.monsters():
        return False
    if scenario.win_rooms == "all" and len(s.rooms) != len(scenario.rooms):
        return False
    dead = {f.type for f in s.figures if f.kind == MONSTER and not f.alive}
    return all(kind in dead for kind in scenario.win_kill)


def goal_tiles_left(s: GloomhavenState) -> int:
    """The goal treasure tiles not yet looted (a looted one is a treasure 0 in a
    character's loot)."""
    tiles = sum(1 for c in s.game.scenario.contents_of("treasure") if dict(c.treasure).get("goal"))
    return tiles - sum(h.treasures.count(0) for h in s.heroes)


def kills(s: GloomhavenState) -> int:
    """How many enemies (monsters, summoned and spawned ones too) have died."""
    return sum(1 for f in s.figures if f.kind == MONSTER and not f.alive)


def finish(s: GloomhavenState, won: bool) -> None:
    """Section 11: XP and gold are recorded; success adds the bonus XP (GH-SEND-03,
    -04, -06, -08). Decks, cards and HP reset (GH-SEND-01, -02). Battle goals are
    judged first, on the statistics before the reset (GH-SEND-07, GH-DX-05)."""
    judge_goals(s, won)
    for hero in s.heroes:
        gold = hero.coins * s.values.gold_per_coin
        bonus = s.values.bonus_xp if won else 0
        hero.xp += bonus
        s.say(
            f"{hero.cls.name}: {hero.xp} XP ({bonus} bonus), {hero.coins} "
            f"coin{'' if hero.coins == 1 else 's'} = {gold} gold"
            + (
                f", treasure {', '.join(map(str, numbered))}"
                if (numbered := [t for t in hero.treasures if t])
                else ""
            )
            + (f", found {', '.join(map(item_title, hero.found))}" if hero.found else "")
            + ".",
            kind="info",
        )
        hero.deck = ModifierDeck(tuple(c for c in BASE_DECK))  # GH-SEND-01: base deck back
        hero.item_state = ["ready"] * len(hero.items)  # GH-SEND-02
        hero.item_used = [0] * len(hero.items)
        fig = s.figures[hero.figure]
        fig.hp = fig.max_hp
        hero.hand = sorted(hero.hand + hero.discard + hero.lost + [a.card for a in hero.active])
        hero.discard, hero.lost, hero.active = [], [], []
    s.say(
        "The scenario is won." if won else "The scenario is lost: every character is exhausted.",
        kind="win",
    )
    if s.game.campaign is None:
        s.outcome = "won" if won else "lost"
        return
    s.push(*end_steps(s, won), ("settle", int(won)))


@step("settle")
def run_settle(s: GloomhavenState, st: Step) -> Decision | None:
    """The campaign record after the scenario (only with the campaign parameter)."""
    won = bool(st[1])
    settle(s, won)
    s.outcome = "won" if won else "lost"
    return None
