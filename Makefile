# swiftnet: `make demo` and `make test` are the two commands a newcomer needs; each installs what it
# needs first (Debian packages, as root) and builds.
SWIFT        ?= swift
RELEASE_BIN  := .build/release/swiftnet
DEBUG_BIN    := .build/debug/swiftnet
# libpcap-dev and pkg-config to build; the rest are the reference tools tests and benchmarks compare
# against, and the namespace lab's plumbing; man-db and bash-completion let the install test render
# the man page (man -l) and load the bash completion as a user's shell would.
APT_PACKAGES := libpcap-dev pkg-config tcpdump tshark hyperfine nmap hping3 iproute2 nftables iputils-ping python3 libcap2-bin time masscan man-db bash-completion

# make install [PREFIX=/usr/local] [DESTDIR=] [CONFIG=release]: the binary, the man page generated
# from the ArgumentParser definitions (swift-argument-parser's generate-manual plugin) and the
# bash/zsh/fish completions the binary writes itself.
PREFIX       ?= /usr/local
DESTDIR      ?=
CONFIG       ?= release
BINDIR       := $(DESTDIR)$(PREFIX)/bin
MANDIR       := $(DESTDIR)$(PREFIX)/share/man/man1
BASHDIR      := $(DESTDIR)$(PREFIX)/share/bash-completion/completions
ZSHDIR       := $(DESTDIR)$(PREFIX)/share/zsh/site-functions
FISHDIR      := $(DESTDIR)$(PREFIX)/share/fish/vendor_completions.d

.PHONY: deps build release test test-install demo bench fixtures fuzz clean man install uninstall

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

# Release builds link the Swift runtime and Foundation statically: the dynamic loader's mapping
# and relocation of ~25 shared libraries was about half of a short scan's start-up (a Foundation
# hello-world: 7.3 ms of CPU dynamic, 3.6 ms static; see BENCHMARKS.md's scan section).
RELEASE_FLAGS := --static-swift-stdlib

release: deps
	$(SWIFT) build -c release $(RELEASE_FLAGS) --product swiftnet

# The unit, golden, CLI and live suites, `make install` into a temporary prefix, differential
# fuzzing against tcpdump (mutated fixture packets, per-fixture agreement printed), then every fuzz
# target for FUZZ_SECONDS.
test: deps
	$(SWIFT) build --build-tests
	$(SWIFT) test --skip-build
	bash scripts/test-install.sh
	python3 scripts/diff-fuzz.py --mutants 150 --min-agreement 99 --swiftnet $(DEBUG_BIN)
	python3 scripts/diff-fuzz.py --mutants 150 --min-agreement 95 --flags=-v --swiftnet $(DEBUG_BIN)
	FUZZ_SECONDS=$(FUZZ_SECONDS) bash fuzz/run.sh

# Installs with CONFIG=debug (the build `make test` just made) into a temporary prefix and checks
# the result: man -l renders every subcommand, bash loads the completion and completes with it.
test-install: deps
	bash scripts/test-install.sh

# The plugin builds the package in CONFIG and writes swiftnet.1 under .build/plugins.
man: deps
	$(SWIFT) package generate-manual --configuration $(CONFIG)

install: deps
	$(SWIFT) build -c $(CONFIG) $(if $(filter release,$(CONFIG)),$(RELEASE_FLAGS)) --product swiftnet
	$(SWIFT) package generate-manual --configuration $(CONFIG)
	install -d $(BINDIR) $(MANDIR) $(BASHDIR) $(ZSHDIR) $(FISHDIR)
	install -m 0755 .build/$(CONFIG)/swiftnet $(BINDIR)/swiftnet
	install -m 0644 "$$(find .build/plugins -path '*GenerateManual*' -name swiftnet.1 | head -n 1)" $(MANDIR)/swiftnet.1
	.build/$(CONFIG)/swiftnet --generate-completion-script bash > $(BASHDIR)/swiftnet
	.build/$(CONFIG)/swiftnet --generate-completion-script zsh > $(ZSHDIR)/_swiftnet
	.build/$(CONFIG)/swiftnet --generate-completion-script fish > $(FISHDIR)/swiftnet.fish

uninstall:
	rm -f $(BINDIR)/swiftnet $(MANDIR)/swiftnet.1 $(BASHDIR)/swiftnet $(ZSHDIR)/_swiftnet $(FISHDIR)/swiftnet.fish

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
