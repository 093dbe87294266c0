// What a program that opens a window of controls names besides the window: its controls (`WindowControl`), their
// layout, the events and the remote come from CircularHost, and the controls' values and looks from the core, the
// renderer and the panel; one `import CircularWindow` brings them all.
@_exported import CircularControl
@_exported import CircularHost
@_exported import CircularPanel
@_exported import CircularRender
