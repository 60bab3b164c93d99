"""Black Panther's own evaluation table for the planner (sessions 40 and 42).

The planner's evaluation (:func:`~.planner.evaluate`) is a dot product of
:func:`~.value.features` with a table of weights. Black Panther solo against Rhino
plays with this one, fitted to the outcomes of his own games: the hand-set table
(:data:`~.value.HAND_SET`) weighs a point of main scheme threat like 1.5 villain hit
points, while in his games it goes with the loss like 4.7 of them (6.674 against
1.407), and it undervalues acceleration, hazards, the hand and the supports he builds.

Session 40 fitted the first table to 300 planner games (seed 7, the planner of
session 39) and 300 greedy ones. Session 42 refitted it to 900 planner games played
with the planner of sessions 40 and 41 (his table, the thwart rule; seeds 8 and 9 also
with Wakanda Forever!'s step order): ``benchmarks/mc_value_fit.py --heroes
black-panther --load A,B,C,D --bots planner --l2 100 --reference panther --toward-hand
--fix villain_hp`` (files of ``mc_value_fit.play``'s games: session 41's seed 7, 300
planner games; seeds 8 and 9, games 0-299 each of main at fc7ebe6): the features at
the start of every round from round 2 on, labelled with the game's result; the
L2-regularised logistic regression of session 34 on the games whose index is not a
multiple of 4 (675 games, 5476 positions), the penalty pulling toward session 40's
table at its calibrated scale, and a villain hit point held at session 40's weight
(fitted freely it fell to 0.30, as session 40's second fit's fell to 0.92, and that
fit lost games: Rhino's damage is collinear with the round in these data). Printed in
session 40's table's units, so that the planner's margin keeps its meaning. Held out
(main's 150 games of seeds 8 and 9): log loss 0.5999 against session 40's table's
0.6099 (calibrated), AUC 0.725 against 0.709. Three features no position of the data
varies (a stunned or confused villain at a round start, Energy Channel's counters, an
eliminated hero) keep their hand-set weights.

Measured (docs/marvel-champions-planner.md, session 42): games 0-399 of seed 1 at
planner salts 0, 1 and 2, 575 of 1200 won with this table against 510 with session
40's (259 won only with it, 194 only without); chosen on games 0-199 at salts 0 and 1
(+76/-66), and games 200-399 and salt 2, played after, gave +90/-58 and +93/-70.
"""

from __future__ import annotations

PANTHER_FITTED: dict[str, float] = {
    "villain_hp": -1.407,  # held at session 40's weight (see above)
    "stages": -22.028,
    "villain_status": 2.5,  # hand-set: no position of the data varies it
    "villain_tough": -5.248,
    "threat": -6.674,
    "danger": 0.743,
    "accel": 3.065,
    "hazards": -14.319,
    "side_threat": -1.534,
    "side_icon_threat": -1.534,
    "side_icons": -4.004,
    "minions": -2.711,
    "minion_tough": -0.157,
    "attachments": -3.411,
    "armor": -1.451,
    "allies": 3.615,
    "ally_hp": 3.411,
    "allies_exhausted": -11.55,
    "supports": 7.307,
    "counters": 2.0,  # hand-set: no position of the data varies it
    "uses": 3.187,
    "panther_out": 5.593,
    "eliminated": -200.0,  # hand-set: no position of the data varies it
    "hero_hp": 1.558,
    "low_hp": -0.34,
    "hero_status": -10.231,
    "identity_exhausted": -9.563,
    "lost_power": -1.487,
    "lost_thwart": -25.659,
    "hand": 2.745,
    "alter_egos": 7.962,
    "round": -2.645,  # the same for every option of a search: no effect on a choice
}
"""Black Panther's fitted weights, by feature (signs included), in
:data:`~.value.FEATURES` order."""
