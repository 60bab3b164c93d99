"""Costs read off a position's resource pool once (session 36's speed work): a turn asks
``payment.pool_affords`` whether each card in hand can be paid for, and an event's own
cost goes through ``can_afford``; both must answer as the full checks do, which make the
seat's sources afresh for each card (MC-RESCARD-02's doubling, the card itself not
paying for itself, MC-COST-05)."""

from __future__ import annotations

from mc_helpers import random_decisions, rules

from rulebound.games.marvel_champions.payment import (
    can_afford,
    can_pay_ability,
    pool_affords,
    sources,
)

MATCHUPS = (
    ("spider-man", "rhino"),
    ("captain-marvel", "klaw"),
    ("she-hulk,iron-man", "ultron"),
    ("black-panther", "rhino"),
)


@rules("MC-COST-05", "MC-RESCARD-02", "MC-TURN-01")
def test_the_pools_totals_answer_as_the_full_cost_check() -> None:
    """At every turn decision of random games, for each card in hand: ``pool_affords``
    gives ``can_afford``'s answer (computed without the pool), and an event's Action
    can be paid for exactly when the pool-less check says so."""
    checked = exact = events = 0
    for game, s, d in random_decisions(MATCHUPS, 8, "turn"):
        pool = sources(s, d.seat, -1)
        affords = pool_affords(s, d.seat, pool)
        total = sum(src[2] for src in pool)
        for u in s.players[d.seat].hand:
            full = can_afford(s, d.seat, u)
            assert affords(u) == full
            checked += 1
            own = sum(src[2] for src in pool if src[3] == u)
            exact += full and total - own == s.cards[s.units[u].card].cost
            card = s.units[u].card
            for ab in game.scripts[card].abilities:
                if s.cards[card].type == "event" and ab.kind == "action":
                    with_pool = can_pay_ability(s, d.seat, u, ab, True, pool)
                    assert with_pool == can_pay_ability(s, d.seat, u, ab, True)
                    events += 1
    assert checked > 300 and exact > 5 and events > 50  # the exact-fit cases were met


@rules("MC-RESCARD-02", "MC-PRINTED-02", "MC-COST-05")
def test_a_hand_card_paid_is_the_source_the_options_were_made_of() -> None:
    """Answering a payment with a hand card finds that card directly
    (``payment._hand_source``): at every payment decision of random games, for each hand
    card offered, it is the first of the payer's sources for that action, its amount
    doubled for a card of its aspect (The Power of ...) unless printed resources are
    asked."""
    from rulebound.games.marvel_champions import encoding as enc
    from rulebound.games.marvel_champions.payment import _hand_source, _sources_of

    checked = doubled = 0
    for game, s, d in random_decisions(MATCHUPS, 10, "pay"):
        frame = s.frames[s.waiting[1]]
        srcs = _sources_of(s, frame, d.seat)
        for action in d.options:
            if enc.HAND <= action < enc.UID:
                first = next(o for o in srcs if o[0] == action)
                found = _hand_source(s, frame, d.seat, action - enc.HAND)
                assert found == first
                checked += 1
                doubled += first[2] > game.printed[action - enc.HAND][1]
    assert checked > 200 and doubled > 0
