"""Battle goals in play (GH-SETUP-20, GH-GLOSS-75, GH-SEND-07, -14, GH-DX-05).

Only with the ``battle_goals`` parameter: the state's ``goals`` is then a
:class:`GoalPlay`, else ``None`` and every hook here returns at once (the engine's
decisions, random draws and log are unchanged without the parameter).

At set-up each player is dealt two goals from the shuffled deck and chooses one in
secret; the other is discarded. The engine counts per-character statistics
(:data:`~rulebound.games.gloomhaven.battle_goals.STATS`) as events happen; at the end
each chosen goal is judged on them, and only a successful scenario records
checkmarks.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from rulebound.games.gloomhaven import encoding as enc
from rulebound.games.gloomhaven.battle_goals import GoalDeck, holds
from rulebound.games.gloomhaven.machine import answer, step
from rulebound.kernel.decision import Decision
from rulebound.kernel.events import OWN_CHOICE
from rulebound.kernel.rng import Rng
from rulebound.kernel.steps import Step

if TYPE_CHECKING:
    from rulebound.games.gloomhaven.state import GloomhavenState

# Counted as they happen; the rest of the statistics are read off the state.
COUNTED = (
    "kills_normal",
    "kills_elite",
    "damage_taken",
    "hp_lowest",
    "recovered_lost",  # cards back from the Lost Pile, so that cards_lost counts them
    "long_rests",
    "short_rests",
    "doors_opened",
    "conditions_applied",
)


class GoalPlay:
    """Each seat's two dealt goals (indices into the deck), its choice (-1: not yet),
    its counters, and at the end the final statistics and (met, checkmarks)."""

    __slots__ = ("chosen", "counts", "dealt", "deck", "final", "results")

    def __init__(self, deck: GoalDeck, dealt: list[tuple[int, int]], hp: list[int]) -> None:
        self.deck = deck
        self.dealt = dealt
        self.chosen = [-1] * len(dealt)
        self.counts = [dict.fromkeys(COUNTED, 0) | {"hp_lowest": h} for h in hp]
        self.final: list[dict[str, int]] | None = None
        self.results: list[tuple[bool, int]] | None = None

    def copy(self) -> GoalPlay:
        c = GoalPlay.__new__(GoalPlay)
        c.deck = self.deck
        c.dealt = self.dealt[:]
        c.chosen = self.chosen[:]
        c.counts = [dict(row) for row in self.counts]
        c.final = self.final  # set once at the end, never changed after
        c.results = self.results
        return c

    def key(self) -> tuple[object, ...]:
        return (self.dealt, self.chosen, self.counts, self.final, self.results)


# --- counting (called from the rules modules) ----------------------------------------------


def tally(s: GloomhavenState, seat: int, stat: str, n: int = 1) -> None:
    """Add ``n`` to a seat's counter; nothing without battle goals."""
    if s.goals is not None and seat >= 0:
        s.goals.counts[seat][stat] += n


def hp_now(s: GloomhavenState, seat: int, hp: int) -> None:
    """A character's HP went down to ``hp``: keep the lowest."""
    if s.goals is not None:
        row = s.goals.counts[seat]
        row["hp_lowest"] = min(row["hp_lowest"], max(0, hp))


def statistics(s: GloomhavenState) -> list[dict[str, int]]:
    """Every character's statistics now (frozen at the end of the scenario, before
    the cards and HP are reset)."""
    assert s.goals is not None
    if s.goals.final is not None:
        return s.goals.final
    rows = []
    for hero, counts in zip(s.heroes, s.goals.counts, strict=True):
        fig = s.figures[hero.figure]
        rows.append(
            {
                "kills": hero.kills,  # bosses too, which are neither normal nor elite
                "kills_normal": counts["kills_normal"],
                "kills_elite": counts["kills_elite"],
                "damage_taken": counts["damage_taken"],
                # exhausted by cards keeps its HP (GH-EXHAUST-04, GH-DX-28)
                "hp_end": max(0, fig.hp),
                "hp_lowest": counts["hp_lowest"],
                "exhausted": int(hero.exhausted),
                "cards_lost": len(hero.lost) + counts["recovered_lost"],
                "cards_left": len(hero.hand) + len(hero.discard) + len(hero.active),
                "long_rests": counts["long_rests"],
                "short_rests": counts["short_rests"],
                "coins": hero.coins,
                "gold": hero.coins * s.values.gold_per_coin,
                "treasures": len(hero.treasures),
                "xp": hero.xp,
                "rounds": s.round,
                "doors_opened": counts["doors_opened"],
                "conditions_applied": counts["conditions_applied"],
            }
        )
    return rows


# --- set-up: deal two, choose one (GH-SETUP-20) --------------------------------------------


def deal_goals(s: GloomhavenState) -> list[Step]:
    """Shuffle the goal deck and deal two to each player; the steps that let each
    choose. Nothing (and no random draw) without the parameter."""
    deck = s.game.goal_deck
    if deck is None:
        return []
    order = list(range(len(deck.goals)))
    s.rng.shuffle(order)
    dealt = [(order[2 * i], order[2 * i + 1]) for i in range(len(s.heroes))]
    s.goals = GoalPlay(deck, dealt, [s.figures[h.figure].max_hp for h in s.heroes])
    s.say("Each player is dealt two battle goals and keeps one secretly.", kind="setup")
    return [("battle-goal", seat) for seat in range(len(s.heroes))]


@step("battle-goal")
def run_battle_goal(s: GloomhavenState, st: Step) -> Decision | None:
    assert s.goals is not None
    hero = s.heroes[st[1]]
    return Decision(
        hero.seat,
        "battle-goal",
        f"{hero.cls.name}: choose your secret battle goal; the other is discarded",
        tuple(sorted(enc.CHOICE + g for g in s.goals.dealt[hero.seat])),
    )


@answer("battle-goal")
def answer_battle_goal(s: GloomhavenState, st: Step, action: int) -> None:
    assert s.goals is not None
    seat = st[1]
    s.goals.chosen[seat] = action - enc.CHOICE
    name = s.heroes[seat].cls.name
    s.say(f"{name} chooses a battle goal.", -1, kind="card-played")
    s.say(
        f"Your battle goal: {s.goals.deck.goals[action - enc.CHOICE].label()}",
        seat,
        kind=OWN_CHOICE,  # an echo of this decision: it does not stop an undo
    )


def goal_label(s: GloomhavenState, index: int) -> str:
    assert s.goals is not None
    return s.goals.deck.goals[index].label()


# --- the end (GH-SEND-07, -14, GH-DX-05) ---------------------------------------------------


def judge_goals(s: GloomhavenState, won: bool) -> None:
    """Freeze the statistics and judge each chosen goal; checkmarks only on success."""
    goals = s.goals
    if goals is None:
        return
    goals.final = statistics(s)
    results = []
    for hero in s.heroes:
        index = goals.chosen[hero.seat]
        if index < 0:  # never chosen (a position built by hand): nothing to judge
            results.append((False, 0))
            continue
        goal = goals.deck.goals[index]
        met = holds(goal.condition, goals.final, hero.seat)
        marks = goal.checkmarks if met and won else 0
        results.append((met, marks))
        verdict = "met" if met else "not met"
        if met and not won:
            verdict += ", but the scenario is lost: no checkmark"
        elif marks:
            verdict += f": {marks} checkmark{'s' if marks > 1 else ''}"
        s.say(f"{hero.cls.name}'s battle goal {goal.name} ({goal.text}): {verdict}.", kind="win")
    goals.results = results
    s.say("The battle goal cards return to their deck.", kind="info")


# --- hidden information --------------------------------------------------------------------


def goal_view(s: GloomhavenState, hero_seat: int, seat: int) -> dict[str, Any]:
    """What ``seat`` sees of ``hero_seat``'s battle goal: its own goal (and the two
    offered while choosing), of another only whether it has chosen; everything once
    the scenario is over. The statistics are public (the board and log are open)."""
    goals = s.goals
    assert goals is not None
    chosen = goals.chosen[hero_seat]
    entry: dict[str, Any] = {"goal_stats": dict(statistics(s)[hero_seat])}
    if goals.results is not None and chosen >= 0:
        met, marks = goals.results[hero_seat]
        entry["battle_goal"] = _goal_dict(s, chosen) | {"met": met, "checkmarks_gained": marks}
    elif hero_seat == seat:
        entry["battle_goal"] = _goal_dict(s, chosen) if chosen >= 0 else None
        if chosen < 0:
            entry["battle_goal_offer"] = [_goal_dict(s, g) for g in goals.dealt[seat]]
    else:
        entry["battle_goal"] = "secret" if chosen >= 0 else None
    return entry


def _goal_dict(s: GloomhavenState, index: int) -> dict[str, Any]:
    assert s.goals is not None
    goal = s.goals.deck.goals[index]
    return {"name": goal.name, "checkmarks": goal.checkmarks, "text": goal.text}


def redraw_goals(goals: GoalPlay, seat: int, rng: Rng) -> GoalPlay:
    """A copy in which the other players' dealt and chosen goals are drawn again from
    the goals ``seat`` has not seen (all but its own two); a choice made stays made.
    Once the scenario is over every chosen goal is known, so nothing changes."""
    c = goals.copy()
    if c.results is not None:
        return c
    pool = [g for g in range(len(c.deck.goals)) if g not in c.dealt[seat]]
    rng.shuffle(pool)
    for other in range(len(c.dealt)):
        if other == seat:
            continue
        pair = (pool.pop(), pool.pop())
        c.dealt[other] = pair
        if c.chosen[other] >= 0:
            c.chosen[other] = pair[0]
    return c
