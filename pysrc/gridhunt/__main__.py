from gridhunt.cli import main

raise SystemExit(main())
