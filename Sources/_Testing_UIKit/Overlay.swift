// Swift Testing declares a cross-import overlay for Testing + UIKit (Testing.swiftcrossimport/
// UIKit.swiftoverlay names `_Testing_UIKit`). Apple's toolchains ship that module; the Linux
// toolchain does not, so any file importing both Testing and our `UIKit` would fail with
// "no such module '_Testing_UIKit'". This empty module, which the UIKit target depends on, lets
// such test files compile on Linux.
