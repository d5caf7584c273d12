target_sources(atlaslab_model PRIVATE
    workflow/FailureClass.h
    workflow/HandlerError.h
)
