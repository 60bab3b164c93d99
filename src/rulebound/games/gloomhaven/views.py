"""What a seat may see: the whole map and every figure (Gloomhaven's board is open),
its own hand and plan, the other characters' card counts but not their cards or
their secret plans (GH-RSTART-05, -07), and no deck order."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from rulebound.games.gloomhaven.damage import pending_damage
from rulebound.games.gloomhaven.describe import ability_lines, card_id, card_sections, monster_stats
from rulebound.games.gloomhaven.elements import ELEMENTS
from rulebound.games.gloomhaven.movement import pending_move
from rulebound.games.gloomhaven.rounds import pending_rest_loss

ELEMENT_NAMES = tuple(str(e) for e in ELEMENTS)

if TYPE_CHECKING:
    from rulebound.games.gloomhaven.figures import Figure, Hero
    from rulebound.games.gloomhaven.state import GloomhavenState


def hand_card(hero: Hero, index: int) -> dict[str, Any]:
    card = hero.cls.cards[index]
    top, bottom = card_sections(card)
    return {
        "id": card_id(hero, index),
        "name": card.name,
        "initiative": card.initiative,
        "top": top[1],
        "bottom": bottom[1],
    }


def build_view(s: GloomhavenState, seat: int) -> dict[str, Any]:
    planning = s.planning()
    catalog = _items()
    st = s.waiting
    over = s.scenario_over()
    picking = {st[1]: st[2:]} if st is not None and st[0] in ("plan-second", "plan-lead") else {}
    heroes = []
    for hero in s.heroes:
        fig = s.figures[hero.figure]
        cards = hero.cls.cards
        own = hero.seat == seat
        entry: dict[str, Any] = {
            "id": fig.id,
            "seat": hero.seat,
            "class": hero.cls.name,
            "level": hero.level,
            "hp": fig.hp,
            "max_hp": fig.max_hp,
            "hex": list(fig.hex) if fig.alive else None,
            "conditions": sorted(fig.conditions.tokens),
            "xp": hero.xp,
            "coins": hero.coins,
            "exhausted": hero.exhausted,
            "hand_size": len(hero.hand),
            "discard": [cards[c].name for c in hero.discard],
            "lost": [cards[c].name for c in hero.lost],
            "active": [f"{cards[a.card].name} ({a.half})" for a in hero.active],
            "long_rest": hero.long_rest if (own or not planning) else None,
            "modifier_deck": {"left": len(hero.deck.draw_pile), "discard": len(hero.deck.discard)},
            "items": [
                {"id": f"item-{i}", "name": catalog[i].name, "state": state, "used": used}
                for i, state, used in zip(hero.items, hero.item_state, hero.item_used, strict=True)
            ],
        }
        if over and not own:  # every card is back in hand (GH-SEND-02): nothing secret
            entry["hand"] = [cards[c].name for c in sorted(hero.hand)]
        if own:
            entry["hand"] = [cards[c].name for c in sorted(hero.hand)]
            # both halves of each card in hand, to choose from (GH-RSTART-05)
            entry["hand_cards"] = [hand_card(hero, c) for c in sorted(hero.hand)]
            entry["plan"] = [cards[c].name for c in hero.plan]
            entry["unplayed"] = [cards[c].name for c in hero.unplayed]
            # the cards picked so far for the plan being chosen (GH-RSTART-05)
            entry["picked"] = [cards[c].name for c in picking.get(hero.seat, ())]
        playing = s.ctx.get("action_of")
        if playing and playing[0] == hero.seat and s.acting == hero.figure:
            _, card, code = playing
            # the half being played is face up on the table: public
            entry["playing"] = {
                "card": cards[card].name,
                "half": ("top", "bottom", "top-default", "bottom-default")[code],
                "action": s.ctx.get("action_index", 0),
            }
        elif not planning and hero.plan:
            entry["plan"] = [cards[c].name for c in hero.plan]  # revealed (GH-RSTART-12)
        if s.goals is not None:
            from rulebound.games.gloomhaven.goal_play import goal_view

            entry.update(goal_view(s, hero.seat, seat))
        heroes.append(entry)
    monsters = [
        {
            "id": f.id,
            "stat_card": f"monster-{f.type}",
            "name": f.label,
            "type": f.type,
            "rank": f.rank,
            "hex": list(f.hex),
            "hp": f.hp,
            "max_hp": f.max_hp,
            "shield": f.shield,
            "retaliate": active_retaliate(s, f),
            "range": stat_range(s, f),
            "attack": stat_range(s, f, "attack"),
            "move": stat_range(s, f, "move"),
            "conditions": sorted(f.conditions.tokens),
        }
        for f in s.monsters()
    ]
    summons = [
        {
            "id": f.id,
            "name": f.label,
            "seat": f.seat,
            "hex": list(f.hex),
            "hp": f.hp,
            "max_hp": f.max_hp,
            "conditions": sorted(f.conditions.tokens),
        }
        for f in s.figures
        if f.alive and f.kind == "summon"
    ]
    board = s.hexmap
    level = s.values.monster_level
    monster_cards = {}
    for kind, deck in sorted(s.ability_decks.items()):
        if deck.drawn >= 0:  # this round's card is face up (GH-RSTART-09)
            mtype = s.game.bestiary.monsters[kind]
            card = s.game.bestiary.card(mtype.deck, deck.drawn)
            monster_cards[mtype.name] = {
                "id": f"ability-{card.id}",
                "card": card.id,
                "initiative": card.initiative,
                "lines": list(ability_lines(mtype, card, level)),
            }
    # the statistic cards of the types on the board, both ranks (GH-SETUP-16)
    monster_stat_cards = [
        monster_stats(s.game.bestiary.monsters[kind], level)
        for kind in sorted({f.type for f in s.figures if f.alive and f.kind == "monster"})
    ]
    view: dict[str, Any] = {
        "scenario": s.game.scenario.name,
        # GH-SETUP-05: the introduction's goal and special rules are read before play
        "goal": s.game.scenario.goal,
        "special_rules": list(s.game.scenario.special_rules),
        "objective": objective(s),
        "mode": s.game.mode,
        "round": s.round,
        "level": s.values.level,
        "characters": heroes,
        "monsters": monsters,
        "summons": summons,
        "elements": dict(zip(ELEMENT_NAMES, map(int, s.elements.levels), strict=True)),
        "map": {
            **board.view_lists,  # hexes, walls, obstacles...: sorted once per map
            "traps": [list(h) for h in sorted(s.traps)],
            "coins": [[h[0], h[1], n] for h, n in sorted(s.coins.items())],
            "treasures": [list(h) for h in sorted(s.treasures)],
            "goal_treasures": goal_treasures(s),
            "obstacle_hp": [
                [f.hex[0], f.hex[1], f.hp] for f in s.figures if f.alive and f.kind == "obstacle"
            ],
            "pressure_plates": [list(h) for h, m in sorted(s.marks.items()) if m.type != "story"],
            "story_points": [list(h) for h, m in sorted(s.marks.items()) if m.type == "story"],
            "rooms": list(s.rooms),
            # shut doors no character may open (GH-GLOSS-89); also in closed_doors
            "locked_doors": [list(h) for h in sorted(s.game.locked_doors - s.open_doors)],
        },
        "monster_modifier_deck": {
            "left": len(s.monster_deck.draw_pile),
            "discard": len(s.monster_deck.discard),
        },
        "outcome": s.outcome,
        "win_reason": f"scenario {s.outcome}" if s.outcome else None,
        "acting": s.acting,
        "monster_cards": monster_cards,
        "monster_stats": monster_stat_cards,
        "damage": pending_damage(s),
        "move": pending_move(s),
        "rest_loss": pending_rest_loss(s),
    }
    if s.game.campaign is not None:
        from rulebound.games.gloomhaven.campaign import campaign_data

        after = s.campaign_after
        view["campaign"] = {
            "road_event_due": s.game.road_event,
            "after": campaign_data(after) if after is not None else None,
        }
    return view


def bot_view(s: GloomhavenState, seat: int) -> dict[str, Any]:
    """The part of :func:`build_view` the heuristic bot reads (the same values, no
    texts): the planner's rollouts build one at every decision, and the whole view
    was a seventh of their time. Nothing in it is hidden from ``seat``: each value is
    the whole view's (tests/gloomhaven/test_gh_bot_view.py compares them)."""
    catalog = _items()
    st = s.waiting
    picking = {st[1]: st[2:]} if st is not None and st[0] in ("plan-second", "plan-lead") else {}
    playing = s.ctx.get("action_of")
    figures = s.figures
    planning = s.planning()
    heroes = []
    for hero in s.heroes:
        fig = figures[hero.figure]
        cards = hero.cls.cards
        entry: dict[str, Any] = {
            "id": fig.id,
            "seat": hero.seat,
            "hp": fig.hp,
            "max_hp": fig.max_hp,
            "hex": list(fig.hex) if fig.alive else None,
            "exhausted": hero.exhausted,
            "class": hero.cls.name,  # every character's: the tank is picked by it
            # declared with the plans: public once they are revealed (as build_view)
            "long_rest": hero.long_rest if (hero.seat == seat or not planning) else None,
        }
        if hero.seat == seat:  # the heuristic reads the rest of its own character only
            entry["discard"] = [cards[c].name for c in hero.discard]
            entry["active"] = [f"{cards[a.card].name} ({a.half})" for a in hero.active]
            entry["items"] = [{"name": catalog[i].name} for i in hero.items]
            entry["hand"] = [cards[c].name for c in sorted(hero.hand)]
            entry["unplayed"] = [cards[c].name for c in hero.unplayed]
            entry["picked"] = [cards[c].name for c in picking.get(hero.seat, ())]
        if playing and playing[0] == hero.seat and s.acting == hero.figure:
            _, card, code = playing
            entry["playing"] = {
                "card": cards[card].name,
                "half": ("top", "bottom", "top-default", "bottom-default")[code],
                "action": s.ctx.get("action_index", 0),
            }
        heroes.append(entry)
    monsters = []
    summons = []
    table = s.game.bestiary.view_stats
    level = s.values.monster_level
    for f in figures:
        if not f.alive:
            continue
        if f.kind == "monster":
            key = (f.type, level, f.rank)
            found = table.get(key)
            if found is None:
                found = table[key] = _stat_values(s, f)
            retaliate, reach, attack, move = found
            monsters.append(
                {
                    "id": f.id,
                    "hex": list(f.hex),
                    "hp": f.hp,
                    # as active_retaliate: the figure's own, then its stat card's
                    "retaliate": [[v, r] for v, r in f.retaliate] + [list(p) for p in retaliate],
                    "range": reach,
                    "attack": attack,
                    "move": move,
                }
            )
        elif f.kind == "summon":
            summons.append(
                {"id": f.id, "seat": f.seat, "hex": list(f.hex), "hp": f.hp, "max_hp": f.max_hp}
            )
    lists = s.hexmap.view_lists
    return {
        "round": s.round,
        "objective": objective(s),
        "damage": pending_damage(s),
        "move": pending_move(s),
        "rest_loss": pending_rest_loss(s),
        "characters": heroes,
        "monsters": monsters,
        "summons": summons,
        "map": {
            "hexes": lists["hexes"],
            "walls": lists["walls"],
            "thin_walls": lists["thin_walls"],
            "obstacles": lists["obstacles"],
            "closed_doors": lists["closed_doors"],
            "traps": [list(h) for h in sorted(s.traps)],
            "goal_treasures": goal_treasures(s),
        },
    }


def _stat_values(
    s: GloomhavenState, f: Figure
) -> tuple[tuple[tuple[int, int], ...], int, int, int]:
    """What :func:`bot_view` reads of a monster's stat card (its Retaliate as
    :func:`active_retaliate` adds it, its Range, Attack and Move as :func:`stat_range`
    gives them): a stat card never changes in play, so :func:`bot_view` keeps these
    per type, level and rank (``Bestiary.view_stats``), four lookups a monster fewer
    at every decision of the planner's rollouts."""
    stats = s.game.bestiary.monsters[f.type].stats(s.values.monster_level, f.rank)
    retaliate: tuple[tuple[int, int], ...] = ()
    if stats.get("retaliate"):
        retaliate = ((int(stats["retaliate"]), int(stats.get("retaliate_range", 1))),)
    return retaliate, stat_range(s, f), stat_range(s, f, "attack"), stat_range(s, f, "move")


def active_retaliate(s: GloomhavenState, f: Figure) -> list[list[int]]:
    """A monster's Retaliate active now, as [value, range] pairs: its stat card's
    (GH-RETAL-04) and, once it has acted, its ability card's (GH-RETAL-03, until the
    round ends). Open information: the bots keep their melee attacks off it."""
    found = [[value, reach] for value, reach in f.retaliate]
    stats = s.game.bestiary.monsters[f.type].stats(s.values.monster_level, f.rank)
    if stats.get("retaliate"):
        found.append([int(stats["retaliate"]), int(stats.get("retaliate_range", 1))])
    return found


def stat_range(s: GloomhavenState, f: Figure, key: str = "range") -> int:
    """The Range of a monster's stat card at its rank (0: a melee monster), open
    information: the bots keep out of a melee monster's way but close in on an archer
    (standing off does not keep its arrows away; next to it, it shoots at
    Disadvantage, GH-RANGED-04). ``key`` "attack" or "move": that value of the stat
    card (0 where it is not a number, a boss's worked out per scenario), which tells
    a character what the coming attacks may take (the bots keep an armour for them)."""
    stats = s.game.bestiary.monsters[f.type].stats(s.values.monster_level, f.rank)
    value = stats.get(key, 0)
    return int(value) if isinstance(value, int) else 0


def goal_treasures(s: GloomhavenState) -> list[list[int]]:
    """The goal treasure tiles on the board (a tile of number 0), a part of some
    scenarios' goal: printed on the map, so open to every seat."""
    if not s.treasures:
        return []
    return [list(h) for h, number in sorted(s.treasures.items()) if number == 0]


def objective(s: GloomhavenState) -> dict[str, Any]:
    """The scenario's goal as data (the scenario book is open): the goal treasure tiles
    still to loot, whether they are taken only by a Loot ability, the kills still
    needed for a "kill N enemies" goal (0 for other goals), and whether any monster
    has to die at all (not in Vibrant Grotto: "monsters may still be standing")."""
    scenario = s.game.scenario
    kill = bool(scenario.win_count or scenario.win_kill or scenario.win_rooms != "none")
    if not scenario.win_count and scenario.win_loot != "goal":  # most scenarios: constant
        return {
            "goal_tiles_left": 0,
            "loot_by_ability": scenario.goal_loot_by_ability,
            "kills_needed": 0,
            "kill_monsters": kill,
        }
    from rulebound.games.gloomhaven.rounds import goal_tiles_left, kills

    needed = 0
    if scenario.win_count:
        per = len(s.heroes) if scenario.win_count_per_character else 1
        needed = max(0, scenario.win_count * per - kills(s))
    return {
        "goal_tiles_left": goal_tiles_left(s) if scenario.win_loot == "goal" else 0,
        "loot_by_ability": scenario.goal_loot_by_ability,
        "kills_needed": needed,
        "kill_monsters": kill,
    }


def _items() -> dict[int, Any]:
    """The item catalog, imported on first use (items imports the step machine) and
    then kept: the planner's rollouts build a bot view at every decision."""
    global _ITEMS
    if _ITEMS is None:
        from rulebound.games.gloomhaven.items import load_items

        _ITEMS = load_items()
    return _ITEMS


_ITEMS: dict[int, Any] | None = None
