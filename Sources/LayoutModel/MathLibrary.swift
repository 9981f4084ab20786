// Sizing code that depends on this module alone rounds its sizes (`(width * 9 / 16).rounded()`).
// On Linux that compiles to a call into the C math library, which the linker looks in only when
// a module of the program imports the C library, whose module map says `link "m"`: a program of
// plain Swift that rounds fails to link there (`undefined reference to 'round'`). This module
// imports it, so an app or test package on `LayoutModel` links on Linux as it does on Apple
// platforms, where the math library is part of the system library. (Foundation, which this
// module imported before issue 40, brought the same; `scripts/check-plugin.sh` builds such an app.)
#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif
