"""``python -m pokerfloor``: the command line."""

import sys

from pokerfloor.cli import main

sys.exit(main())
