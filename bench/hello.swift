// The process-start floor: a FoundationEssentials program that prints one line, built like the
// installed yori (release, Swift runtime and FoundationEssentials linked statically; bench/run).
#if canImport(FoundationEssentials)
import FoundationEssentials
#endif

print("hello")
