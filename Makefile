# The two commands for a fresh machine are `make demo` and `make test`; `make bench` runs the benchmarks.
# Each installs the Debian packages it needs first (skipped when they are all present).

SWIFT ?= swift

# Debian packages, by what needs them.
PACKAGES_BUILD :=
PACKAGES_TEST := $(PACKAGES_BUILD)
PACKAGES_BENCH := $(PACKAGES_BUILD)

.PHONY: deps-build deps-test deps-bench build test demo bench clean

deps-build:
	@scripts/ensure-packages $(PACKAGES_BUILD)

deps-test:
	@scripts/ensure-packages $(PACKAGES_TEST)

deps-bench:
	@scripts/ensure-packages $(PACKAGES_BENCH)

build: deps-build
	$(SWIFT) build

test: deps-test
	$(SWIFT) build --build-tests
	$(SWIFT) test --skip-build

demo: deps-build
	@echo "The X11 demo is not built yet: run 'make test' to exercise the core."
	@exit 1

bench: deps-bench
	SWIFT=$(SWIFT) scripts/run-benchmarks

clean:
	rm -rf .build Benchmarks/.build
