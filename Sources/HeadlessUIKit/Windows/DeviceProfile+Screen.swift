import Foundation

extension DeviceProfile {
    /// Makes the headless screen this device's (size, scale, safe area) while `body` runs, then puts the screen back.
    ///
    /// Windows that filled the screen follow its size (UIScreen.bounds), so a window made inside `body` with
    /// `UIScreen.main.bounds` is the device's full screen.
    @MainActor package func withScreen<T>(landscape: Bool = false, _ body: () throws -> T) rethrows -> T {
        let screen = UIScreen.main
        let saved = (screen.bounds, screen.scale, screen.safeAreaInsets)
        screen.bounds = CGRect(origin: .zero, size: size(landscape: landscape))
        screen.scale = scale
        screen.safeAreaInsets = safeArea(landscape: landscape)
        defer {
            screen.bounds = saved.0
            screen.scale = saved.1
            screen.safeAreaInsets = saved.2
        }
        return try body()
    }
}
