"""``python -m pokerfloor.web [--port P]``: serve the floor page."""

import sys

from pokerfloor.web.server import main

sys.exit(main())
