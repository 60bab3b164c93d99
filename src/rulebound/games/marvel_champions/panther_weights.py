"""Black Panther's own evaluation table for the planner (sessions 40, 42 and 43).

The planner's evaluation (:func:`~.planner.evaluate`) is a dot product of
:func:`~.value.features` with a table of weights. Black Panther solo against Rhino
plays with this one, fitted to the outcomes of his own games: the hand-set table
(:data:`~.value.HAND_SET`) weighs a point of main scheme threat like 1.5 villain hit
points, while in his games it goes with the loss like 5.9 of them (8.345 against
1.407), and it undervalues acceleration, hazards, the hand and the supports he builds.
Since session 43 it also prices the cards he holds at a round start by kind
(:data:`~.value.HELD`): with the hand by number only, a card played cost the
evaluation nothing (the hand is drawn back up before the next round), so an upgrade of
his or an ally kept for the next round was worth no more than a card paid away.

Session 40 fitted the first table to 300 planner games (seed 7, the planner of
session 39) and 300 greedy ones; session 42 refitted it to 900 planner games (seeds
7-9), a villain hit point held at session 40's weight (fitted freely it fell to 0.30
and that fit lost games: Rhino's damage is collinear with the round in these data).
Session 43 refitted it with the held cards' features to 900 new planner games of
main at eada211 (session 42's table; seeds 12, 13 and 14, games 0-299 each, files of
``mc_value_fit.play``'s games), the settings of session 42::

    python benchmarks/mc_value_fit.py --heroes black-panther --load A,B,C --bots planner \
        --l2 100 --reference panther --toward-hand --fix villain_hp --out table.json

(``--reference panther``: session 42's table, then in this module): the features at
the start of every round from round 2 on, labelled with the game's result; the
L2-regularised logistic regression of session 34 on the games whose index is not a
multiple of 4 (675 games, 5391 positions), the penalty pulling toward session 42's
table at its calibrated scale; printed in that table's units, so that the planner's
margin keeps its meaning. Held out (225 games, 1784 positions): log loss 0.5257
against session 42's table's 0.5414 (calibrated) and 0.5382 for the same refit
without the held cards (their gain 0.0125, 95% bootstrap interval over the held-out
games 0.007 - 0.017), AUC 0.789 against 0.774 and 0.775. Three features no position
of the data varies (a stunned or confused villain at a round start, Energy Channel's
counters, an eliminated hero) keep their hand-set weights. The held cards, beyond the
2.352 of any card: an ally 8.502, an upgrade of his 4.637, Wakanda Forever! 0.162 and
2.605 more for each of his upgrades out, another upgrade or support 0.861, an event
other than Wakanda Forever! -2.993, a printed resource -0.32.

Measured (docs/marvel-champions-planner.md, session 43): games 0-399 of seed 1 at
planner salts 0 and 1, 466 of 800 won with this table against 382 with session 42's
(212 won only with it, 128 only without); games 0-199 +114/-62, games 200-399
+98/-66; at salt 2, played after, 210 of 400 against 193 (+86/-69). Most of the gain
is the refit itself: fitted without the held cards it won 646 of the 1200 against
575, and this table 676 (+259/-229 against it).
"""

from __future__ import annotations

PANTHER_FITTED: dict[str, float] = {
    "villain_hp": -1.407,  # held at session 40's weight (see above)
    "stages": -31.488,
    "villain_status": 2.5,  # hand-set: no position of the data varies it
    "villain_tough": -8.063,
    "threat": -8.345,
    "danger": -0.367,
    "accel": -4.968,
    "hazards": -11.312,
    "side_threat": -2.833,
    "side_icon_threat": -2.833,
    "side_icons": -7.102,
    "minions": -2.041,
    "minion_tough": 3.34,
    "attachments": -4.867,
    "armor": -0.991,
    "allies": 4.693,
    "ally_hp": 4.894,
    "allies_exhausted": -6.91,
    "supports": 5.469,
    "counters": 2.0,  # hand-set: no position of the data varies it
    "uses": 4.419,
    "panther_out": 3.736,
    "eliminated": -200.0,  # hand-set: no position of the data varies it
    "hero_hp": 2.679,
    "low_hp": -0.637,
    "hero_status": -13.912,
    "identity_exhausted": -13.145,
    "lost_power": -4.972,
    "lost_thwart": 4.05,
    "hand": 2.352,
    "alter_egos": 7.63,
    "round": -2.199,  # the same for every option of a search: no effect on a choice
    "hand_wakanda": 0.162,
    "hand_wakanda_steps": 2.605,
    "hand_panther": 4.637,
    "hand_events": -2.993,
    "hand_allies": 8.502,
    "hand_builds": 0.861,
    "hand_resources": -0.32,
}
"""Black Panther's fitted weights, by feature (signs included), in
:data:`~.value.FEATURES` order."""
