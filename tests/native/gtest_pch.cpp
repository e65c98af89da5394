// The translation unit that makes the tests' precompiled header (CMakeLists.txt).
