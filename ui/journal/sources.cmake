# The journal panel and the timeline's branches beside it.
target_sources(atlaslab_ui PRIVATE
    journal/JournalPanel.h journal/JournalPanel.cpp
    journal/BranchPanel.h journal/BranchPanel.cpp
)
