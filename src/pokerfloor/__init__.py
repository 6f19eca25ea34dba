"""pokerfloor: poker betting rules, ruled like a tournament floor, with the rule cited.

The layers, from rules to rulings:

- :mod:`pokerfloor.rules`: rulebooks as named switches with citations (``tda``, ``roberts``,
  ``fspr``, ``wsop``, ``wsop-live``);
- :mod:`pokerfloor.structures`: no-limit, pot-limit, fixed-limit, spread-limit bet sizes;
- :mod:`pokerfloor.core.betting`: one betting round: who acts, options, applying actions;
- :mod:`pokerfloor.core.pots`: main and side pots, uncalled chips;
- :mod:`pokerfloor.core.hand`: a whole hand: table, forced bets, streets, undo;
- :mod:`pokerfloor.formats`: situation files;
- :mod:`pokerfloor.cli.commands`: the ``pokerfloor`` command.
"""

# First: it decides whether the compiled modules or their sources are imported (pokerfloor.engine).
from pokerfloor import _moved, engine
from pokerfloor.actions import Action, Kind, WrittenAction, parse_action
from pokerfloor.core.betting import BettingRound
from pokerfloor.core.hand import Hand, Table
from pokerfloor.core.options import Options
from pokerfloor.core.pots import Pot, side_pots, uncalled
from pokerfloor.core.table import BlindPost
from pokerfloor.errors import (
    ActionSyntaxError,
    ActionUnavailableError,
    AmountError,
    IllegalActionError,
    NoActionPendingError,
    NotYourTurnError,
    PokerfloorError,
    RulebookError,
    SituationError,
)
from pokerfloor.games.cards import Deck, cards, cards_text
from pokerfloor.games.variants import FLOP, PREFLOP, RIVER, TURN, VARIANTS, Street, Variant, variant
from pokerfloor.rules import PRESETS, SWITCHES, Rulebook, Switch, rulebook
from pokerfloor.structures import FixedLimit, NoLimit, PotLimit, SpreadLimit, Structure, structure_named

__version__ = engine.VERSION

_moved.install()  # the module paths of release 0.1 still import, with a warning (pokerfloor._moved)

__all__ = [
    "FLOP",
    "PREFLOP",
    "PRESETS",
    "RIVER",
    "SWITCHES",
    "TURN",
    "VARIANTS",
    "Action",
    "ActionSyntaxError",
    "ActionUnavailableError",
    "AmountError",
    "BettingRound",
    "BlindPost",
    "Deck",
    "FixedLimit",
    "Hand",
    "IllegalActionError",
    "Kind",
    "NoActionPendingError",
    "NoLimit",
    "NotYourTurnError",
    "Options",
    "PokerfloorError",
    "Pot",
    "PotLimit",
    "Rulebook",
    "RulebookError",
    "SituationError",
    "SpreadLimit",
    "Street",
    "Structure",
    "Switch",
    "Table",
    "Variant",
    "WrittenAction",
    "__version__",
    "cards",
    "cards_text",
    "engine",
    "parse_action",
    "rulebook",
    "side_pots",
    "structure_named",
    "uncalled",
    "variant",
]
