"""``python -m pokerfloor``: the command line."""

import sys

from pokerfloor.cli.main import main

sys.exit(main())
