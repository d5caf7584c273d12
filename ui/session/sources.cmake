# The File menu: sessions opened, saved, exported and autosaved.
target_sources(atlaslab_ui PRIVATE
    session/SessionController.h session/SessionController.cpp
)
