// Tests for this target are added beside this file.
