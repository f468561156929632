import Foundation

// Rules 62–65: the unload cycle of iOS 3–5 and the seeds.
//
// A memory warning reaches every live controller (UIApplication.sendMemoryWarning). The default
// didReceiveMemoryWarning releases the view only if it is loaded and not in a window:
// didReceiveMemoryWarning → viewWillUnload → (view = nil) → viewDidUnload (rule 62). The next
// access to `view` loads it again from scratch (rule 64). viewDidUnload is never sent on
// deallocation (rule 63). With `UIApplication.shared.viewUnloadPolicy = .neverUnload` the
// warning changes nothing, as on iOS 6 and later (rule 65). The check reads the stored view,
// never `view.window`, which would load it (rule 65).

extension UIViewController {
    func releaseViewForMemoryWarning() {
        guard UIApplication.shared.viewUnloadPolicy == .unloadViewsNotInWindow,
              let loaded = storedView, loaded.window == nil else { return }
        LifecycleRecorder.send(self, .controller, "viewWillUnload") { viewWillUnload() }
        assignView(nil)
        LifecycleRecorder.send(self, .controller, "viewDidUnload") { viewDidUnload() }
    }
}
