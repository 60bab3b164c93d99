"""Action integers: fixed ranges, so an action means the same thing in every state.

=====================  ==========================================================
range                  meaning
=====================  ==========================================================
0                      pass / done / end the turn / decline
1                      yes / confirm
10 + k                 the k-th listed option (a mode, an order, a number)
50 + seat              a player
60 + type              a resource type (energy, mental, physical, wild)
70..74                 change form, basic attack, basic thwart, recover, defend
100 + card index       a card in hand (play it, pay with it, discard it)
300 + uid              a card in play (a target, a defender, an engaged minion)
800 + uid * 4 + k      use the k-th ability of a card in play
2800 + uid             an ally attacks; 3300 + uid: an ally thwarts
=====================  ==========================================================
"""

from __future__ import annotations

PASS = DONE = NO = 0
YES = 1
OPTION = 10
SEAT = 50
RESOURCE = 60
FORM, ATTACK, THWART, RECOVER, DEFEND = 70, 71, 72, 73, 74
HAND = 100
UID = 300
USE = 800
ALLY_ATTACK = 2800
ALLY_THWART = 3300
MAX_UIDS = 500
NUM_ACTIONS = ALLY_THWART + MAX_UIDS


def option(k: int) -> int:
    """The action for the k-th listed option."""
    return OPTION + k


def seat(s: int) -> int:
    """The action for a player."""
    return SEAT + s


def hand(card_index: int) -> int:
    """The action for a card in hand (by card index)."""
    return HAND + card_index


def uid(u: int) -> int:
    """The action for a card in play."""
    return UID + u


def use(u: int, k: int) -> int:
    """The action for the k-th ability of a card in play."""
    return USE + u * 4 + k
