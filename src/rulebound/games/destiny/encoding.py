"""Action integers: stable ranges, so an action means the same thing in every state.

========================  ===========================================================
range                     meaning
========================  ===========================================================
0                         pass / done / decline / no
1                         yes / confirm
10 + symbol index         resolve dice showing that symbol (the action-phase choice)
20, 21                    discard a card to reroll; claim the battlefield
100 + card index          a card (in hand, in a discard pile; by card kind)
1000 + uid                a card in play: activate it, or choose it as a target
2000 + die id             a die
3000 + side (0-5)         a die face to turn to
3100 + k                  the k-th listed option (an ordering, an "either ... or")
4000 + uid * 4 + k        use the k-th card action of a card in play
========================  ===========================================================
"""

from __future__ import annotations

from rulebound.games.destiny.cards import SYMBOLS

NO = PASS = DONE = 0
YES = 1
RESOLVE = 10
REROLL = 20
CLAIM = 21
CARD = 100
UNIT = 1000
DIE = 2000
SIDE = 3000
OPTION = 3100
CARD_ACTION = 4000
MAX_UNITS = 1000
NUM_ACTIONS = CARD_ACTION + MAX_UNITS * 4


def resolve(symbol: str) -> int:
    return RESOLVE + SYMBOLS.index(symbol)


def symbol_of(action: int) -> str:
    return SYMBOLS[action - RESOLVE]


def card(index: int) -> int:
    return CARD + index


def unit(uid: int) -> int:
    return UNIT + uid


def die(die_id: int) -> int:
    return DIE + die_id


def side(k: int) -> int:
    return SIDE + k


def option(k: int) -> int:
    return OPTION + k


def card_action(uid: int, k: int) -> int:
    return CARD_ACTION + uid * 4 + k
