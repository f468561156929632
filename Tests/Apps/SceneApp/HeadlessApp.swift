// A scene-based app of Xcode 16's shape (a synchronized folder with a space in its name, a generated Info.plist,
// a storyboard in a subfolder, a file the project keeps out), built by the README's recipe. Its SwiftPM name
// (SceneApp) differs from its Xcode module name (Scene_App), as happens when a product name has a space.
// headless-app: project = ../../Fixtures/SceneApp/Scene App.xcodeproj
