# swiftnet: `make demo` and `make test` are the two commands a newcomer needs; each installs what it
# needs first (Debian packages, as root) and builds.
SWIFT        ?= swift
RELEASE_BIN  := .build/release/swiftnet
DEBUG_BIN    := .build/debug/swiftnet
# libpcap-dev and pkg-config to build; the rest are the reference tools tests and benchmarks compare
# against, and the namespace lab's plumbing.
APT_PACKAGES := libpcap-dev pkg-config tcpdump tshark hyperfine nmap hping3 iproute2 nftables iputils-ping python3 libcap2-bin time masscan

.PHONY: deps build release test demo bench fixtures fuzz clean

deps:
	@missing=""; \
	for package in $(APT_PACKAGES); do \
	  dpkg -s $$package >/dev/null 2>&1 || missing="$$missing $$package"; \
	done; \
	if [ -n "$$missing" ]; then \
	  echo "make deps: installing$$missing"; \
	  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq $$missing >/dev/null; \
	fi

build: deps
	$(SWIFT) build

release: deps
	$(SWIFT) build -c release --product swiftnet

# The unit, golden, CLI and live suites, differential fuzzing against tcpdump (mutated fixture
# packets, per-fixture agreement printed), then every fuzz target for FUZZ_SECONDS.
test: deps
	$(SWIFT) build --build-tests
	$(SWIFT) test --skip-build
	python3 scripts/diff-fuzz.py --mutants 150 --min-agreement 99 --swiftnet $(DEBUG_BIN)
	python3 scripts/diff-fuzz.py --mutants 150 --min-agreement 95 --flags=-v --swiftnet $(DEBUG_BIN)
	FUZZ_SECONDS=$(FUZZ_SECONDS) bash fuzz/run.sh

demo: release
	SWIFTNET=$(RELEASE_BIN) bash scripts/demo.sh

bench: release
	SWIFTNET=$(RELEASE_BIN) bash bench/run-all.sh

# Each libFuzzer target in fuzz/targets/ for FUZZ_SECONDS (CI: at least 60).
FUZZ_SECONDS ?= 60
fuzz: deps
	FUZZ_SECONDS=$(FUZZ_SECONDS) bash fuzz/run.sh

fixtures: build
	bash Fixtures/generate.sh

clean:
	rm -rf .build
