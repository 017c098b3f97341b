# yori: build a release binary with the Swift runtime linked in, and install it with its
# shell completions and man page.
#
#   make install PREFIX=~/.local     (default /usr/local; DESTDIR is honoured)
#   make uninstall PREFIX=~/.local   removes exactly what install put there

PREFIX ?= /usr/local
# PREFIX=~/.local from a shell that leaves the ~ alone (zsh) still means $HOME/.local.
override PREFIX := $(patsubst ~%,$(HOME)%,$(PREFIX))
DESTDIR ?=
SWIFT ?= swift
PYTHON ?= python3

# --static-swift-stdlib links the Swift runtime and FoundationEssentials into the binary:
# it runs where no Swift toolchain is installed (only system libraries are loaded).
# The link: no exported symbols (the static runtime's link exports every public symbol of yori's
# modules, 6,000, for the loader to hash on every start) and a fixed-address executable (a
# position-independent one has the loader patch 57,000 pointers in the Swift metadata before main;
# docs/STARTUP.md). Only with the runtime linked in: against a shared libswiftCore a fixed-address
# executable would break function-pointer equality. bench/run builds its floor the same way.
LINK_FLAGS = -Xlinker --no-export-dynamic -Xswiftc -Xclang-linker -Xswiftc -no-pie
# Generic types (Dictionary<String, [String]>, ArgumentParser's Option<Int>, …) are made by calling
# their metadata functions with the conformances the compiler already knows, not by demangling
# their names at run time, which checks each conformance by scanning all 4,500 conformance
# records: 14% of a `cook` start's instructions (docs/STARTUP.md).
META_FLAGS = -Xswiftc -Xfrontend -Xswiftc -disable-concrete-type-metadata-mangled-name-accessors
RELEASE_FLAGS = -c release --static-swift-stdlib $(META_FLAGS) $(LINK_FLAGS) --product yori
STAGE = .build/install-stage

bindir = $(DESTDIR)$(PREFIX)/bin
bashdir = $(DESTDIR)$(PREFIX)/share/bash-completion/completions
zshdir = $(DESTDIR)$(PREFIX)/share/zsh/site-functions
fishdir = $(DESTDIR)$(PREFIX)/share/fish/vendor_completions.d
man1dir = $(DESTDIR)$(PREFIX)/share/man/man1

INSTALLED = $(bindir)/yori $(bashdir)/yori $(zshdir)/_yori $(fishdir)/yori.fish $(man1dir)/yori.1

.PHONY: all build check-system-libs check-static stage install uninstall

all: build

check-system-libs:
	@Scripts/check-system-libs

build: check-system-libs
	$(SWIFT) build $(RELEASE_FLAGS)

# The binary must not load the Swift runtime or Foundation from a toolchain.
check-static: build
	@bin="$$($(SWIFT) build $(RELEASE_FLAGS) --show-bin-path)/yori"; \
	if command -v ldd >/dev/null 2>&1; then \
	    if ldd "$$bin" | grep -E 'libswift|libFoundation|lib_Foundation|libdispatch|libBlocksRuntime'; then \
	        echo "error: $$bin links the Swift runtime dynamically (see above)" >&2; exit 1; \
	    fi; \
	fi

# Completions and the man page, generated from the built binary's own command tree.
stage: check-static
	@mkdir -p $(STAGE)
	@bin="$$($(SWIFT) build $(RELEASE_FLAGS) --show-bin-path)/yori"; \
	set -e; \
	cp "$$bin" $(STAGE)/yori; \
	"$$bin" --generate-completion-script bash > $(STAGE)/yori.bash; \
	"$$bin" --generate-completion-script zsh > $(STAGE)/_yori; \
	"$$bin" --generate-completion-script fish > $(STAGE)/yori.fish; \
	$(PYTHON) Scripts/generate-man "$$bin" > $(STAGE)/yori.1

install: stage
	install -d $(bindir) $(bashdir) $(zshdir) $(fishdir) $(man1dir)
	install -m 755 $(STAGE)/yori $(bindir)/yori
	install -m 644 $(STAGE)/yori.bash $(bashdir)/yori
	install -m 644 $(STAGE)/_yori $(zshdir)/_yori
	install -m 644 $(STAGE)/yori.fish $(fishdir)/yori.fish
	install -m 644 $(STAGE)/yori.1 $(man1dir)/yori.1

uninstall:
	rm -f $(INSTALLED)
