// The process-start floor: a Swift program that prints one line, built like yori.
print("hello")
